import { amountText, initialAmountMode, rankOf, rankSponsors } from "../../../src/lib/sponsorRanks";
import { LATEST_SPONSOR_WINDOW_DAYS, MONTHLY_SPONSORS_PROBABILITY, SPONSOR_RANK_MINIMUMS_USD } from "../../../src/constants";
import type { Sponsor } from "../../../src/node/siteData";

const sponsor = (slug: string, totalDonations: number, monthlyDonations: number, firstDonation = "2020-01-01"): Sponsor => ({
  slug,
  name: slug,
  website: null,
  avatar: null,
  totalDonations,
  monthlyDonations,
  firstDonation,
});

describe("sponsor ranks", () => {
  it("ranks by the thresholds, each minimum included", () => {
    const { total, monthly } = SPONSOR_RANK_MINIMUMS_USD;
    expect(rankOf(total.platinum, "total")).toBe("platinum");
    expect(rankOf(total.platinum - 1, "total")).toBe("gold");
    expect(rankOf(total.gold, "total")).toBe("gold");
    expect(rankOf(total.silver, "total")).toBe("silver");
    expect(rankOf(total.bronze, "total")).toBe("bronze");
    expect(rankOf(total.bronze - 0.01, "total")).toBe("backer");
    expect(rankOf(monthly.platinum, "monthly")).toBe("platinum");
    expect(rankOf(monthly.bronze - 1, "monthly")).toBe("backer");
  });

  it("groups supporters, largest first, with recent first donations as the latest", () => {
    const fetchedAt = "2026-11-23";
    const recent = new Date(Date.parse("2026-11-23") - (LATEST_SPONSOR_WINDOW_DAYS - 1) * 86400000).toISOString().slice(0, 10);
    const tooOld = new Date(Date.parse("2026-11-23") - (LATEST_SPONSOR_WINDOW_DAYS + 1) * 86400000).toISOString().slice(0, 10);
    const groups = rankSponsors(
      [
        sponsor("small", 50, 5),
        sponsor("big", 60000, 0),
        sponsor("bigger", 70000, 2000),
        sponsor("new", 900, 75, recent),
        sponsor("month-old", 900, 75, tooOld),
      ],
      "total",
      fetchedAt,
    );
    expect(groups.platinum.map((entry) => entry.slug)).toEqual(["bigger", "big"]);
    expect(groups.latest.map((entry) => entry.slug)).toEqual(["new"]);
    expect(groups.bronze.map((entry) => entry.slug)).toEqual(["month-old"]);
    expect(groups.backer.map((entry) => entry.slug)).toEqual(["small"]);
  });

  it("ranks by the monthly average in monthly mode and leaves out those who gave nothing last year", () => {
    const groups = rankSponsors([sponsor("big", 60000, 0), sponsor("steady", 3000, 600)], "monthly", "2026-11-23");
    expect(groups.gold.map((entry) => entry.slug)).toEqual(["steady"]);
    expect(
      Object.values(groups)
        .flat()
        .map((entry) => entry.slug),
    ).not.toContain("big");
  });

  it("writes amounts in whole dollars, and a monthly average under 50 cents as less than $1, never $0", () => {
    expect(amountText(1200, "monthly")).toBe("$1,200 a month");
    expect(amountText(0.5, "monthly")).toBe("$1 a month");
    expect(amountText(0.42, "monthly")).toBe("less than $1 a month");
    expect(amountText(35.4, "total")).toBe("$35 in total");
  });

  it("starts with monthly amounts with the set probability, from an injectable random source", () => {
    expect(initialAmountMode(() => MONTHLY_SPONSORS_PROBABILITY - 0.001)).toBe("monthly");
    expect(initialAmountMode(() => MONTHLY_SPONSORS_PROBABILITY)).toBe("total");
    expect(initialAmountMode(() => 0.99)).toBe("total");
    let calls = 0;
    const sequence = () => [0.1, 0.5, 0.9, 0.2, 0.7, 0.32][calls++ % 6];
    const modes = Array.from({ length: 6 }, () => initialAmountMode(sequence));
    expect(modes.filter((mode) => mode === "monthly")).toHaveLength(3);
  });
});
