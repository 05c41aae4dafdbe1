#!/usr/bin/env node
/**
 * npm run search:algolia - pushes the search records of the last build (deploy/search/records.json,
 * the same sections the local index holds) to the Algolia index the site is configured with.
 * The replacement is atomic: records go to a temporary index, in batches, which then replaces the
 * live one, so readers never search a half-filled index.
 *
 * Environment: GATSBY_ALGOLIA_APP_ID, GATSBY_ALGOLIA_INDEX (as for the build), ALGOLIA_ADMIN_KEY
 * (an admin key: never put it in a GATSBY_ variable, which would publish it), and optionally
 * GATSBY_ALGOLIA_HOST to talk to a proxy or a test server instead of Algolia's hosts.
 */
import fs from "node:fs";
import path from "node:path";
import { searchClient } from "@algolia/client-search";

const RECORDS_FILE = path.resolve("deploy/search/records.json");
const BATCH_SIZE = 500;
/** How the records are searched: headings and names before body text (the local index weighs them the same way). */
const INDEX_SETTINGS = {
  searchableAttributes: ["heading", "pageTitle", "parentHeadings", "unordered(text)"],
  attributesForFaceting: ["searchable(section)"],
  attributesToSnippet: ["text:24"],
  customRanking: ["asc(level)"],
  distinct: false,
  ignorePlurals: true,
  removeStopWords: true,
};

function fail(message) {
  console.error(`search:algolia: ${message}`);
  process.exit(1);
}

const appId = process.env.GATSBY_ALGOLIA_APP_ID?.trim();
const indexName = process.env.GATSBY_ALGOLIA_INDEX?.trim();
const adminKey = process.env.ALGOLIA_ADMIN_KEY?.trim();
const host = process.env.GATSBY_ALGOLIA_HOST?.trim();
const missing = Object.entries({ GATSBY_ALGOLIA_APP_ID: appId, GATSBY_ALGOLIA_INDEX: indexName, ALGOLIA_ADMIN_KEY: adminKey })
  .filter(([, value]) => !value)
  .map(([name]) => name);
if (missing.length > 0) fail(`set ${missing.join(", ")} first.`);
if (!fs.existsSync(RECORDS_FILE)) fail(`${path.relative(process.cwd(), RECORDS_FILE)} does not exist: run \`npm run build\` first.`);

const records = JSON.parse(fs.readFileSync(RECORDS_FILE, "utf8"));
if (!Array.isArray(records) || records.length === 0) fail(`${RECORDS_FILE} holds no records: refusing to empty the index.`);

const hosts = host ? [{ url: new URL(host).host, protocol: new URL(host).protocol.replace(":", ""), accept: "readWrite" }] : undefined;
const client = searchClient(appId, adminKey, hosts ? { hosts } : undefined);

try {
  const settings = await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID: settings.taskID });
  const { batchResponses } = await client.replaceAllObjects({ indexName, objects: records, batchSize: BATCH_SIZE });
  console.log(`search:algolia: replaced the records of "${indexName}" with ${records.length} records in ${batchResponses.length} batches.`);
} catch (error) {
  fail(`Algolia refused the update: ${error instanceof Error ? error.message : String(error)}`);
}
