import React from "react";
import { PageLink } from "../PageLink/PageLink";

export function FurtherReading({ links }: { links: readonly { title: string; url: string }[] }): React.ReactElement | null {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="further-reading">
      <h2 id="further-reading">Further Reading</h2>
      <ul>
        {links.map((link) => (
          <li key={link.url}>{link.url.startsWith("/") ? <PageLink to={link.url}>{link.title}</PageLink> : <a href={link.url}>{link.title}</a>}</li>
        ))}
      </ul>
    </section>
  );
}
