import React from "react";
import type { Project } from "../../node/siteData";
import { Badge } from "../Badge/Badge";
import { avatarUrl, profileUrl } from "../../lib/avatar";
import { useImageFailure } from "../../lib/useImageFailure";
import * as styles from "./ProjectCard.module.css";

/** Where to offer help when a project has no maintainer: its issue tracker. */
const maintainerNeededUrl = (project: Project): string => `https://github.com/${project.repo}/issues`;

const ACTIVITY = [
  ["6 months", "6m"],
  ["3 months", "3m"],
  ["1 month", "1m"],
  ["1 week", "1w"],
] as const;

function Maintainer({ handle }: { handle: string }): React.ReactElement {
  const { ref, failed, onError } = useImageFailure();
  return (
    <a className={styles.maintainer} href={profileUrl(handle)}>
      {failed ? (
        <span className={styles.initial} aria-hidden="true">
          {handle.charAt(0).toUpperCase()}
        </span>
      ) : (
        <img ref={ref} src={avatarUrl(handle)} alt="" width={32} height={32} loading="lazy" decoding="async" onError={onError} />
      )}
      {handle}
    </a>
  );
}

/** One project of the organisation: what it is, how it is doing (badges), and who looks after it. */
export function ProjectCard({ project }: { project: Project }): React.ReactElement {
  const commitsSince = (period: string): string => `github/commits-since/${project.repo}/${encodeURIComponent(`${project.branch}@{${period} ago}`)}`;
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>
        <a href={`https://github.com/${project.repo}`}>{project.repo}</a>
      </h2>
      <p>{project.description}</p>
      <h3 className={styles.label}>Downloads and stars</h3>
      <p className={styles.badges}>
        {project.npm ? <Badge path={`npm/dm/${project.npm}`} label="npm" alt={`npm downloads per month of ${project.npm}`} fallback="npm downloads" /> : null}
        <Badge path={`github/stars/${project.repo}`} label="stars" alt={`GitHub stars of ${project.repo}`} fallback="GitHub stars" />
      </p>
      <h3 className={styles.label}>Commits in the last</h3>
      <p className={styles.badges}>
        {ACTIVITY.map(([period, label]) => (
          <Badge
            key={label}
            path={commitsSince(period)}
            label={label}
            alt={`commits to ${project.repo} in the last ${period}`}
            fallback={`commits: ${period}`}
          />
        ))}
      </p>
      <h3 className={styles.label}>Issues and pull requests</h3>
      <p className={styles.badges}>
        <Badge path={`github/issues-raw/${project.repo}`} label="issues" alt={`open issues of ${project.repo}`} fallback="open issues" />
        <Badge path={`github/issues-pr-raw/${project.repo}`} label="pull requests" alt={`open pull requests of ${project.repo}`} fallback="pull requests" />
      </p>
      <h3 className={styles.label}>Maintainer</h3>
      <p>{project.maintainer ? <Maintainer handle={project.maintainer} /> : <a href={maintainerNeededUrl(project)}>Maintainer needed...</a>}</p>
    </article>
  );
}
