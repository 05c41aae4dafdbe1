import fs from "node:fs";
import path from "node:path";
import config from "../../../gatsby-config";

const ROOT = path.resolve(__dirname, "../../..");
/** A build-time query: graphql(`query Name ...`) or graphql<Queries.X>(`query Name ...`). */
const BUILD_TIME_QUERY = /\bgraphql(<[^>]*>)?\(\s*`\s*query\s+\w+/;

const listed = (config.graphqlTypegen as { documentSearchPaths: string[] }).documentSearchPaths.map((file) => path.resolve(ROOT, file));

describe("GraphQL typegen's document list", () => {
  it("names every file under src/node that holds a build-time query, so each query gets its types", () => {
    const withQueries = fs
      .readdirSync(path.join(ROOT, "src/node"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts"))
      .map((file) => path.join(ROOT, "src/node", file))
      .filter((file) => BUILD_TIME_QUERY.test(fs.readFileSync(file, "utf8")));
    expect(withQueries.length).toBeGreaterThan(0);
    expect(withQueries.filter((file) => !listed.includes(file)).map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it("names only files that exist, one by one (develop parses them all after every edit)", () => {
    expect(listed.filter((file) => !fs.existsSync(file))).toEqual([]);
    expect(listed.filter((file) => /[*?{]/.test(file))).toEqual([]);
  });
});
