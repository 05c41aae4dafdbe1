/** The roadmap's topics, loaded on the vote page only (a chunk of its own). */
import React from "react";
import vote from "../../../content/data/vote.json";
import type { VoteTopics as VoteData } from "../../node/siteData";
import * as styles from "./VoteTopics.module.css";

export default function VoteTopics({ data = vote as VoteData }: { data?: VoteData }): React.ReactElement {
  return (
    <>
      <ol className={styles.topics}>
        {data.topics.map((topic) => (
          <li key={topic.title} className={styles.topic}>
            <h2 className={styles.title}>{topic.title}</h2>
            <p>{topic.description}</p>
            <a href={topic.url}>Discuss and vote on {new URL(topic.url).hostname === "github.com" ? "GitHub" : new URL(topic.url).hostname}</a>
          </li>
        ))}
      </ol>
      <p className={styles.source}>
        Topics from <a href={data.source.url}>{data.source.title}</a>.
      </p>
    </>
  );
}
