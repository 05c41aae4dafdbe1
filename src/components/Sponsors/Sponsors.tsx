/**
 * The supporters, grouped by rank: loaded as a chunk of its own, only in the browser and only on
 * the home page, with the data from content/data/sponsors.json.
 */
import React, { useId, useState } from "react";
import sponsorData from "../../../content/data/sponsors.json";
import type { Sponsor, Sponsors as SponsorsData } from "../../node/siteData";
import { amountOf, amountText, initialAmountMode, rankSponsors, SPONSOR_RANKS, type AmountMode, type SponsorRank } from "../../lib/sponsorRanks";
import * as styles from "./Sponsors.module.css";

const AVATAR_SIZE_PX: Record<SponsorRank, number> = { latest: 56, platinum: 96, gold: 72, silver: 56, bronze: 48, backer: 36 };
const RANK_TITLES: Record<SponsorRank, string> = {
  latest: "Latest",
  platinum: "Platinum",
  gold: "Gold",
  silver: "Silver",
  bronze: "Bronze",
  backer: "Backers",
};

function Avatar({ sponsor, size }: { sponsor: Sponsor; size: number }): React.ReactElement {
  const [failed, setFailed] = useState(false);
  if (!sponsor.avatar || failed) {
    return (
      <span className={styles.initial} style={{ width: size, height: size, fontSize: size / 2.5 }} aria-hidden="true">
        {sponsor.name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img className={styles.avatar} src={sponsor.avatar} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)} />
  );
}

export interface SponsorsProps {
  data?: SponsorsData;
  /** The source of the first, random choice between totals and monthly amounts. */
  random?: () => number;
}

export default function Sponsors({ data = sponsorData as SponsorsData, random }: SponsorsProps): React.ReactElement {
  const [mode, setMode] = useState<AmountMode>(() => initialAmountMode(random));
  const checkboxId = useId();
  const groups = rankSponsors(data.accounts, mode, data.fetchedAt);
  return (
    <div className={styles.sponsors}>
      <p className={styles.toggle}>
        <input id={checkboxId} type="checkbox" checked={mode === "monthly"} onChange={(event) => setMode(event.target.checked ? "monthly" : "total")} />
        <label htmlFor={checkboxId}>Show average monthly amounts over the last year instead of totals</label>
      </p>
      {SPONSOR_RANKS.filter((rank) => groups[rank].length > 0).map((rank) => (
        <section key={rank} aria-labelledby={`${checkboxId}-${rank}`} className={styles.rank}>
          <h3 id={`${checkboxId}-${rank}`} className={styles.rankTitle}>
            {RANK_TITLES[rank]}
          </h3>
          <ul className={styles.list}>
            {groups[rank].map((sponsor) => (
              <li key={sponsor.slug}>
                <a
                  className={styles.sponsor}
                  href={sponsor.website ?? `https://opencollective.com/${sponsor.slug}`}
                  title={`${sponsor.name}: ${amountText(amountOf(sponsor, mode), mode)}`}
                >
                  <Avatar sponsor={sponsor} size={AVATAR_SIZE_PX[rank]} />
                  <span className="visually-hidden">
                    {sponsor.name}, {amountText(amountOf(sponsor, mode), mode)}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className={styles.asOf}>
        Amounts from <a href={data.source}>Open Collective</a> as of <time dateTime={data.fetchedAt}>{data.fetchedAt}</time>.
      </p>
    </div>
  );
}
