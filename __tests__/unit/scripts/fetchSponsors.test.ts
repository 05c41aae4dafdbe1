/**
 * @jest-environment node
 *
 * `npm run fetch:sponsors` against a stand-in for Open Collective's API on loopback: the file it
 * writes from a recorded answer, and that every way the API can fail keeps the committed
 * snapshot, with one line saying why.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { scratchFolder } from "../../support/scratchFolder";

const SCRIPT = path.resolve(__dirname, "../../../scripts/fetch-sponsors.mjs");
const ANSWER = fs.readFileSync(path.resolve(__dirname, "../../fixtures/open-collective-answer.json"), "utf8");
const run = promisify(execFile);
const SNAPSHOT = { fetchedAt: "2017-08-20", source: "https://opencollective.com/webpack", accounts: [] };

let answer: (response: http.ServerResponse) => void = () => undefined;
let requests: { body: { query: string; variables: { slug: string; dateFrom: string } } }[] = [];
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      requests.push({ body: JSON.parse(text) });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql/v2`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Long enough for a real answer from loopback on a loaded 2-core machine (500 ms was not), short
// enough for the case where the API never answers.
const FETCH_TIMEOUT_MS = 3000;
// Each case starts Node.js and may wait the whole fetch timeout.
jest.setTimeout(20000);

async function fetchSponsors(api = url) {
  const directory = scratchFolder("fetch-sponsors-");
  const file = path.join(directory, "sponsors.json");
  fs.writeFileSync(file, JSON.stringify(SNAPSHOT));
  requests = [];
  const { stdout, stderr } = await run(process.execPath, [SCRIPT], {
    env: { ...process.env, OPEN_COLLECTIVE_API: api, SPONSORS_FILE: file, SPONSORS_FETCH_TIMEOUT_MS: String(FETCH_TIMEOUT_MS) },
  });
  return { stdout, stderr, written: JSON.parse(fs.readFileSync(file, "utf8")) };
}

const json = (status: number, body: string) => (response: http.ServerResponse) => response.writeHead(status, { "Content-Type": "application/json" }).end(body);

describe("npm run fetch:sponsors", () => {
  it("turns the API's answer into the site's sponsors file", async () => {
    answer = json(200, ANSWER);
    const { stdout, written } = await fetchSponsors();
    expect(stdout).toMatch(/wrote 3 supporters/);
    expect(requests[0].body.variables.slug).toBe("webpack");
    expect(Date.now() - Date.parse(requests[0].body.variables.dateFrom)).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(written.fetchedAt).toBe(new Date().toISOString().slice(0, 10));
    expect(written.source).toBe("https://opencollective.com/webpack");
    expect(written.accounts).toEqual([
      {
        slug: "acme-tools",
        name: "Acme Tools",
        website: "https://acme.example",
        avatar: "https://images.opencollective.com/acme-tools/logo.png",
        totalDonations: 62000,
        monthlyDonations: 200,
        firstDonation: "2019-03-01",
      },
      { slug: "newcomer", name: "Newcomer Ltd", website: null, avatar: null, totalDonations: 500, monthlyDonations: 41.67, firstDonation: "2026-11-01" },
      {
        slug: "jane",
        name: "Jane Doe",
        website: null,
        avatar: "https://images.opencollective.com/jane/avatar.png",
        totalDonations: 120,
        monthlyDonations: 0,
        firstDonation: "2018-06-15",
      },
    ]);
  });

  it.each([
    ["an HTTP error", json(502, '{"error":"bad gateway"}'), /kept the snapshot of 2017-08-20: the API answered HTTP 502\./],
    [
      "an answer that is not JSON",
      (response: http.ServerResponse) => response.writeHead(200).end("<html>"),
      /kept the snapshot of 2017-08-20: the answer is not JSON\./,
    ],
    ["a malformed answer", json(200, '{"data":{"account":{"members":{}}}}'), /kept the snapshot of 2017-08-20: members or transactions are missing/],
    ["a collective that does not exist", json(200, '{"data":{"account":null,"transactions":{"nodes":[]}}}'), /account is null/],
    ["GraphQL errors", json(200, '{"errors":[{"message":"Rate limit exceeded"}]}'), /the API reported: Rate limit exceeded/],
    ["no answer in time", () => undefined, new RegExp(`kept the snapshot of 2017-08-20: no answer within ${FETCH_TIMEOUT_MS} ms\\.`)],
  ])("keeps the snapshot on %s", async (_case, respond, warning) => {
    answer = respond;
    const { stderr, written } = await fetchSponsors();
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(warning);
    expect(written).toEqual(SNAPSHOT);
  });

  it("keeps the snapshot when the API cannot be reached at all", async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { stderr, written } = await fetchSponsors(`http://127.0.0.1:${port}/graphql/v2`);
    expect(stderr).toMatch(/kept the snapshot of 2017-08-20: the API could not be reached \(ECONNREFUSED\)\./);
    expect(written).toEqual(SNAPSHOT);
  });
});
