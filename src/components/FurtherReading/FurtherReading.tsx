import React from "react";
import { Link } from "gatsby";

export function FurtherReading({ links }: { links: readonly { title: string; url: string }[] }): React.ReactElement | null {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="further-reading">
      <h2 id="further-reading">Further Reading</h2>
      <ul>
        {links.map((link) => (
          <li key={link.url}>{link.url.startsWith("/") ? <Link to={link.url}>{link.title}</Link> : <a href={link.url}>{link.title}</a>}</li>
        ))}
      </ul>
    </section>
  );
}
