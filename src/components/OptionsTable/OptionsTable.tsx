/**
 * Every configuration option in one table, narrowed as the reader types. Only this page's
 * template imports it, so no other page loads its code.
 */
import React, { useDeferredValue, useId, useMemo, useState } from "react";
import { PageLink } from "../PageLink/PageLink";
import type { ConfigurationOption } from "../../node/configurationOptions";
import * as styles from "./OptionsTable.module.css";

/** Every word typed must occur in the option's path: "split cache" finds optimization.splitChunks.cacheGroups. */
export function matchesFilter(path: string, filter: string): boolean {
  const words = filter
    .toLowerCase()
    .split(/[\s.]+/)
    .filter(Boolean);
  const haystack = path.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

function Defaults({ defaults }: { defaults: ConfigurationOption["defaults"] }): React.ReactElement | null {
  const { production, development } = defaults;
  if (production === development) return production === null ? null : <code>{production}</code>;
  return (
    <>
      {production !== null ? (
        <span className={styles.mode}>
          production: <code>{production}</code>
        </span>
      ) : null}
      {development !== null ? (
        <span className={styles.mode}>
          development: <code>{development}</code>
        </span>
      ) : null}
    </>
  );
}

export function OptionsTable({ options, webpackVersion }: { options: readonly ConfigurationOption[]; webpackVersion: string }): React.ReactElement {
  const [filter, setFilter] = useState("");
  const deferredFilter = useDeferredValue(filter);
  const shown = useMemo(() => options.filter((option) => matchesFilter(option.path, deferredFilter)), [options, deferredFilter]);
  const inputId = useId();
  return (
    <section className={styles.options} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.heading}>
        All {options.length} options of webpack {webpackVersion}
      </h2>
      <div className={styles.filter}>
        <label htmlFor={inputId}>Filter options</label>
        <input id={inputId} type="search" value={filter} placeholder="for example: output.clean" onChange={(event) => setFilter(event.target.value)} />
        <p role="status" className={styles.count}>
          {shown.length === options.length ? `${options.length} options` : `${shown.length} of ${options.length} options`}
        </p>
      </div>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="Configuration options">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col">Type</th>
              <th scope="col">Default</th>
              <th scope="col">Added in</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((option) => (
              <tr key={option.path}>
                <th scope="row">
                  {option.link ? (
                    <PageLink to={option.link} className={styles.path}>
                      {option.path}
                    </PageLink>
                  ) : (
                    <span className={styles.path}>{option.path}</span>
                  )}
                  {option.deprecated ? <span className={styles.deprecated}>deprecated</span> : null}
                </th>
                <td className={styles.type}>{option.type}</td>
                <td>
                  <Defaults defaults={option.defaults} />
                </td>
                <td>{option.added ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 ? <p>No option matches “{filter}”.</p> : null}
    </section>
  );
}
