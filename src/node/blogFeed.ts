/**
 * The blog's Atom feed (/blog/feed.xml): every post, newest first, with absolute links so feed
 * readers can follow them from anywhere.
 */
import { Feed } from "feed";
import { BLOG_FEED_PATH, BLOG_TITLE, SITE_URL } from "../constants";

export interface BlogPost {
  title: string;
  /** Site path: "/blog/2020-10-10-webpack-5-release/". */
  url: string;
  /** "2020-10-10". */
  date: string;
  description: string | null;
  contributors: readonly string[];
}

const byNewest = (a: BlogPost, b: BlogPost): number => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

export function blogFeed(posts: readonly BlogPost[], blogDescription: string): string {
  const ordered = [...posts].sort(byNewest);
  const feed = new Feed({
    id: `${SITE_URL}/blog/`,
    link: `${SITE_URL}/blog/`,
    title: BLOG_TITLE,
    description: blogDescription,
    language: "en",
    copyright: "The webpack contributors, CC BY 4.0",
    // The feed only changes with a post, so a build does not make it look new.
    updated: ordered.length > 0 ? new Date(`${ordered[0].date}T00:00:00Z`) : new Date(0),
    feedLinks: { atom: `${SITE_URL}${BLOG_FEED_PATH}` },
    generator: false,
  });
  for (const post of ordered) {
    const link = `${SITE_URL}${post.url}`;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(`${post.date}T00:00:00Z`),
      published: new Date(`${post.date}T00:00:00Z`),
      description: post.description ?? undefined,
      author: post.contributors.map((handle) => ({ name: handle, link: `https://github.com/${handle}` })),
    });
  }
  return feed.atom1();
}
