/**
 * @jest-environment node
 *
 * `npm run search:algolia` against a fake Algolia on loopback: the records it sends, in batches,
 * to a temporary index that then replaces the live one; and the clear messages it stops with.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { startFakeAlgolia, type FakeAlgolia } from "../../support/fakeAlgolia";
import { scratchFolder } from "../../support/scratchFolder";

const SCRIPT = path.resolve(__dirname, "../../../scripts/push-algolia-index.mjs");
const run = promisify(execFile);

function projectWithRecords(count: number): string {
  const directory = scratchFolder("push-algolia-");
  fs.mkdirSync(path.join(directory, "deploy/search"), { recursive: true });
  const records = Array.from({ length: count }, (_, index) => ({
    objectID: `/guides/page-${index}/`,
    url: `/guides/page-${index}/`,
    heading: `Page ${index}`,
    text: "...",
  }));
  fs.writeFileSync(path.join(directory, "deploy/search/records.json"), JSON.stringify(records));
  return directory;
}

describe("npm run search:algolia", () => {
  let algolia: FakeAlgolia;
  beforeEach(async () => {
    algolia = await startFakeAlgolia();
  });
  afterEach(() => algolia.close());

  const env = (overrides: Record<string, string | undefined> = {}) => ({
    ...process.env,
    GATSBY_ALGOLIA_APP_ID: "TESTAPP",
    GATSBY_ALGOLIA_INDEX: "webpack-docs",
    ALGOLIA_ADMIN_KEY: "admin-key",
    GATSBY_ALGOLIA_HOST: algolia.url,
    ...overrides,
  });

  it("replaces the index atomically, in batches, with every record of the build", async () => {
    const cwd = projectWithRecords(1200);
    const { stdout } = await run(process.execPath, [SCRIPT], { cwd, env: env() });
    expect(stdout).toContain('replaced the records of "webpack-docs" with 1200 records in 3 batches');

    const writes = algolia.requests.filter((request) => request.method !== "GET");
    expect(writes[0]).toMatchObject({ method: "PUT", path: "/1/indexes/webpack-docs/settings" });
    expect(writes[0].headers["x-algolia-api-key"]).toBe("admin-key");
    const copy = writes.find((request) => request.path === "/1/indexes/webpack-docs/operation");
    const temporaryIndex = (copy?.body as { destination: string }).destination;
    expect(copy?.body).toMatchObject({ operation: "copy", destination: expect.stringMatching(/^webpack-docs_tmp_\d+$/) });

    const batches = writes.filter((request) => request.path.endsWith("/batch"));
    expect(batches.map((request) => request.path)).toEqual(Array(3).fill(`/1/indexes/${temporaryIndex}/batch`));
    const sent = batches.flatMap((request) => (request.body as { requests: { action: string; body: { objectID: string } }[] }).requests);
    expect(sent).toHaveLength(1200);
    expect(new Set(sent.map((request) => request.action))).toEqual(new Set(["addObject"]));
    expect(sent[1199].body.objectID).toBe("/guides/page-1199/");

    const move = writes[writes.length - 1];
    expect(move).toMatchObject({ path: `/1/indexes/${temporaryIndex}/operation`, body: { operation: "move", destination: "webpack-docs" } });
  });

  it("stops with the names of the missing settings, sending nothing", async () => {
    const cwd = projectWithRecords(1);
    await expect(run(process.execPath, [SCRIPT], { cwd, env: env({ ALGOLIA_ADMIN_KEY: "" }) })).rejects.toMatchObject({
      stderr: expect.stringContaining("set ALGOLIA_ADMIN_KEY first"),
    });
    expect(algolia.requests).toEqual([]);
  });

  it("asks for a build when there are no records, instead of emptying the index", async () => {
    const cwd = scratchFolder("push-algolia-");
    await expect(run(process.execPath, [SCRIPT], { cwd, env: env() })).rejects.toMatchObject({ stderr: expect.stringContaining("run `npm run build` first") });
    expect(algolia.requests).toEqual([]);
  });

  it("reports Algolia's refusal as one line", async () => {
    algolia.failWithStatus = 403;
    const cwd = projectWithRecords(2);
    await expect(run(process.execPath, [SCRIPT], { cwd, env: env() })).rejects.toMatchObject({
      stderr: expect.stringMatching(/Algolia refused the update: .*Invalid Application-ID/),
    });
  });
});
