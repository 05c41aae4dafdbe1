import React from "react";
import { PageLink } from "../PageLink/PageLink";
import * as styles from "./PostList.module.css";

export interface PostSummary {
  title: string;
  url: string;
  date: string;
  description: string | null;
}

/** The blog's posts, newest first, each with its date and teaser. */
export function PostList({ posts }: { posts: readonly PostSummary[] }): React.ReactElement {
  return (
    <section aria-labelledby="blog-posts" className={styles.posts}>
      <h2 id="blog-posts">Posts</h2>
      <ol className={styles.list}>
        {posts.map((post) => (
          <li key={post.url} className={styles.post}>
            <time dateTime={post.date} className={styles.date}>
              {post.date}
            </time>
            <PageLink to={post.url} className={styles.title}>
              {post.title}
            </PageLink>
            {post.description ? <p className={styles.teaser}>{post.description}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
