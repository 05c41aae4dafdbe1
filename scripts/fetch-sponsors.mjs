#!/usr/bin/env node
/**
 * npm run fetch:sponsors - refreshes content/data/sponsors.json from Open Collective's GraphQL
 * API: every backer of the collective, with their total, their average per month over the last
 * year and the day of their first donation. The build never goes online; this script is run by
 * maintainers (or a scheduled job) and the result committed.
 *
 * When the API cannot be used (no network, a time-out, an HTTP error, an answer that is not what
 * is expected), the committed snapshot is kept and one line says why: the exit code stays 0, so a
 * deploy that runs this first still builds.
 *
 * Environment (all optional): OPEN_COLLECTIVE_API, OPEN_COLLECTIVE_SLUG, SPONSORS_FILE,
 * SPONSORS_FETCH_TIMEOUT_MS.
 */
import fs from "node:fs";
import path from "node:path";

const API = process.env.OPEN_COLLECTIVE_API ?? "https://api.opencollective.com/graphql/v2";
const SLUG = process.env.OPEN_COLLECTIVE_SLUG ?? "webpack";
const FILE = path.resolve(process.env.SPONSORS_FILE ?? "content/data/sponsors.json");
const TIMEOUT_MS = Number(process.env.SPONSORS_FETCH_TIMEOUT_MS ?? 15000);
const DAY_MS = 24 * 60 * 60 * 1000;

const QUERY = `
  query WebpackSupporters($slug: String!, $dateFrom: DateTime!) {
    account(slug: $slug) {
      members(role: BACKER, limit: 1000) {
        nodes {
          since
          totalDonations { valueInCents }
          account { slug name website imageUrl }
        }
      }
    }
    transactions(account: { slug: $slug }, type: CREDIT, dateFrom: $dateFrom, limit: 10000) {
      nodes {
        amount { valueInCents }
        fromAccount { slug }
      }
    }
  }
`;

class UnusableAnswer extends Error {}

const httpsOrNull = (url) => (typeof url === "string" && /^https:\/\/\S+$/.test(url) ? url : null);
const day = (value) => {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new UnusableAnswer(`a date is not a date: ${JSON.stringify(value)}`);
  return new Date(time).toISOString().slice(0, 10);
};
const dollars = (cents) => Math.round(cents) / 100;

/** Open Collective's answer, as the site's sponsors.json (its shape is checked by the build: src/node/siteData.ts). */
export function toSponsors(answer, fetchedAt) {
  if (!answer || typeof answer !== "object") throw new UnusableAnswer("the answer is not a JSON object");
  if (Array.isArray(answer.errors) && answer.errors.length > 0)
    throw new UnusableAnswer(`the API reported: ${answer.errors.map((error) => error.message).join("; ")}`);
  const account = answer.data?.account;
  if (!account) throw new UnusableAnswer(`the API knows no collective "${SLUG}" (account is null)`);
  const members = account.members?.nodes;
  const transactions = answer.data?.transactions?.nodes;
  if (!Array.isArray(members) || !Array.isArray(transactions)) throw new UnusableAnswer("members or transactions are missing from the answer");

  const lastYear = new Map();
  for (const transaction of transactions) {
    const slug = transaction?.fromAccount?.slug;
    const cents = transaction?.amount?.valueInCents;
    if (typeof slug === "string" && typeof cents === "number") lastYear.set(slug, (lastYear.get(slug) ?? 0) + cents);
  }
  const bySlug = new Map();
  for (const member of members) {
    // A member whose account was deleted comes back as null: there is nobody to show.
    if (!member?.account?.slug) continue;
    const total = member.totalDonations?.valueInCents;
    if (typeof total !== "number") throw new UnusableAnswer(`no total for ${member.account.slug}`);
    const sponsor = {
      slug: member.account.slug,
      name: (member.account.name ?? member.account.slug).trim() || member.account.slug,
      website: httpsOrNull(member.account.website),
      avatar: httpsOrNull(member.account.imageUrl),
      totalDonations: dollars(total),
      monthlyDonations: Math.round((lastYear.get(member.account.slug) ?? 0) / 12) / 100,
      firstDonation: day(member.since),
    };
    // Someone can be a member under several tiers; they are one supporter.
    const known = bySlug.get(sponsor.slug);
    if (!known || known.totalDonations < sponsor.totalDonations) bySlug.set(sponsor.slug, sponsor);
  }
  const accounts = [...bySlug.values()].sort((a, b) => b.totalDonations - a.totalDonations || a.slug.localeCompare(b.slug));
  return { fetchedAt, source: `https://opencollective.com/${SLUG}`, accounts };
}

async function fetchAnswer(now) {
  const response = await fetch(API, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ query: QUERY, variables: { slug: SLUG, dateFrom: new Date(now - 365 * DAY_MS).toISOString() } }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new UnusableAnswer(`the API answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new UnusableAnswer("the answer is not JSON");
  }
}

function snapshotDate() {
  try {
    return JSON.parse(fs.readFileSync(FILE, "utf8")).fetchedAt ?? "unknown date";
  } catch {
    return "unknown date";
  }
}

const now = Date.now();
try {
  const sponsors = toSponsors(await fetchAnswer(now), new Date(now).toISOString().slice(0, 10));
  fs.writeFileSync(FILE, `${JSON.stringify(sponsors, null, 2)}\n`);
  console.log(`fetch:sponsors: wrote ${sponsors.accounts.length} supporters to ${path.relative(process.cwd(), FILE)}.`);
} catch (error) {
  // Node's fetch reports network failures as "fetch failed", with the system error as its cause.
  const networkCode = error?.cause?.code ?? error?.cause?.errors?.[0]?.code ?? error?.cause?.message;
  const reason =
    error instanceof UnusableAnswer
      ? error.message
      : error?.name === "TimeoutError"
        ? `no answer within ${TIMEOUT_MS} ms`
        : `the API could not be reached (${networkCode ?? error?.message ?? error})`;
  console.warn(`fetch:sponsors: kept the snapshot of ${snapshotDate()}: ${reason}.`);
}
