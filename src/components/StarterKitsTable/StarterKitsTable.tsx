/**
 * The starter kits, loaded on their page only (a chunk of its own): sortable by any column and
 * narrowed to one tag.
 */
import React, { useId, useMemo, useState } from "react";
import kits from "../../../content/data/starter-kits.json";
import type { StarterKit } from "../../node/siteData";
import { profileUrl } from "../../lib/avatar";
import * as styles from "./StarterKitsTable.module.css";

type Column = "projectName" | "maintainer" | "tags";
const COLUMNS: { key: Column; title: string }[] = [
  { key: "projectName", title: "Project Name" },
  { key: "maintainer", title: "Maintainer" },
  { key: "tags", title: "Tags" },
];

const sortText = (kit: StarterKit, column: Column): string => (column === "tags" ? kit.tags.join(" ") : kit[column]).toLowerCase();

export function sortAndFilterKits(all: readonly StarterKit[], column: Column, ascending: boolean, tag: string | null): StarterKit[] {
  return all
    .filter((kit) => tag === null || kit.tags.includes(tag))
    .sort((a, b) => (ascending ? 1 : -1) * sortText(a, column).localeCompare(sortText(b, column), "en"));
}

export default function StarterKitsTable({ data = kits as StarterKit[] }: { data?: StarterKit[] }): React.ReactElement {
  const [sort, setSort] = useState<{ column: Column; ascending: boolean }>({ column: "projectName", ascending: true });
  const [tag, setTag] = useState<string | null>(null);
  const tags = useMemo(() => [...new Set(data.flatMap((kit) => kit.tags))].sort(), [data]);
  const shown = useMemo(() => sortAndFilterKits(data, sort.column, sort.ascending, tag), [data, sort, tag]);
  const filterId = useId();
  return (
    <>
      <p className={styles.filter}>
        <label htmlFor={filterId}>Show kits tagged</label>
        <select id={filterId} value={tag ?? ""} onChange={(event) => setTag(event.target.value || null)}>
          <option value="">any tag</option>
          {tags.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <span role="status">
          {shown.length} of {data.length} kits
        </span>
      </p>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="Starter kits">
        <table className={styles.table}>
          <thead>
            <tr>
              {COLUMNS.map(({ key, title }) => (
                <th key={key} scope="col" aria-sort={sort.column === key ? (sort.ascending ? "ascending" : "descending") : "none"}>
                  <button
                    type="button"
                    className={styles.sort}
                    onClick={() => setSort((current) => ({ column: key, ascending: current.column === key ? !current.ascending : true }))}
                  >
                    {title}
                    <span aria-hidden="true">{sort.column === key ? (sort.ascending ? " ▲" : " ▼") : ""}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((kit) => (
              <tr key={kit.projectUrl}>
                <td>
                  <a href={kit.projectUrl}>{kit.projectName}</a>
                </td>
                <td>
                  <a href={profileUrl(kit.maintainer)}>{kit.maintainer}</a>
                </td>
                <td>
                  <ul className={styles.tags}>
                    {kit.tags.map((name) => (
                      <li key={name}>
                        <button type="button" className={styles.tag} aria-pressed={tag === name} onClick={() => setTag(tag === name ? null : name)}>
                          {name}
                        </button>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
