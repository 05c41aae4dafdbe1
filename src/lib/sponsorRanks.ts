/** How supporters are grouped on the home page, by amount and by how recently they joined. */
import { LATEST_SPONSOR_WINDOW_DAYS, MONTHLY_SPONSORS_PROBABILITY, SPONSOR_RANK_MINIMUMS_USD } from "../constants";
import type { Sponsor } from "../node/siteData";

export const SPONSOR_RANKS = ["latest", "platinum", "gold", "silver", "bronze", "backer"] as const;
export type SponsorRank = (typeof SPONSOR_RANKS)[number];
export type AmountMode = "total" | "monthly";

const DAY_MS = 24 * 60 * 60 * 1000;

export function amountOf(sponsor: Sponsor, mode: AmountMode): number {
  return mode === "total" ? sponsor.totalDonations : sponsor.monthlyDonations;
}

export function rankOf(amount: number, mode: AmountMode): Exclude<SponsorRank, "latest"> {
  const minimums = SPONSOR_RANK_MINIMUMS_USD[mode];
  if (amount >= minimums.platinum) return "platinum";
  if (amount >= minimums.gold) return "gold";
  if (amount >= minimums.silver) return "silver";
  if (amount >= minimums.bronze) return "bronze";
  return "backer";
}

/**
 * Supporters by rank, largest amount first in each. Those whose first donation came within
 * LATEST_SPONSOR_WINDOW_DAYS before the data was fetched are shown as the latest instead;
 * supporters with nothing to show in the chosen mode (no donation in the last year) are left out.
 */
export function rankSponsors(accounts: readonly Sponsor[], mode: AmountMode, fetchedAt: string): Record<SponsorRank, Sponsor[]> {
  const groups = Object.fromEntries(SPONSOR_RANKS.map((rank) => [rank, [] as Sponsor[]])) as Record<SponsorRank, Sponsor[]>;
  const fetched = Date.parse(`${fetchedAt}T00:00:00Z`);
  const sorted = [...accounts]
    .filter((sponsor) => amountOf(sponsor, mode) > 0)
    .sort((a, b) => amountOf(b, mode) - amountOf(a, mode) || a.name.localeCompare(b.name));
  for (const sponsor of sorted) {
    const joinedDaysAgo = (fetched - Date.parse(`${sponsor.firstDonation}T00:00:00Z`)) / DAY_MS;
    const rank = joinedDaysAgo >= 0 && joinedDaysAgo <= LATEST_SPONSOR_WINDOW_DAYS ? "latest" : rankOf(amountOf(sponsor, mode), mode);
    groups[rank].push(sponsor);
  }
  return groups;
}

/** The first view: monthly amounts with MONTHLY_SPONSORS_PROBABILITY, else totals. `random` is injectable for tests. */
export function initialAmountMode(random: () => number = Math.random): AmountMode {
  return random() < MONTHLY_SPONSORS_PROBABILITY ? "monthly" : "total";
}

/**
 * "$1,200 a month", "$35 in total". An amount that would round to $0 (a yearly donation of a few
 * dollars, averaged over twelve months) reads "less than $1 a month" instead of "$0 a month".
 */
export function amountText(amount: number, mode: AmountMode): string {
  const rounded = Math.round(amount);
  const dollars = rounded === 0 ? "less than $1" : `$${rounded.toLocaleString("en-US")}`;
  return `${dollars}${mode === "monthly" ? " a month" : " in total"}`;
}
