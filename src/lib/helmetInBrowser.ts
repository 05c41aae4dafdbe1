/**
 * What the browser bundle gets instead of react-helmet (src/node/webpack.ts swaps them). The
 * server render still uses react-helmet through gatsby-plugin-react-helmet, so every page's HTML
 * carries its title and meta tags; in the browser only client-side navigation has to update them,
 * which is what this does, for a fraction of react-helmet's weight on every page's first load.
 *
 * Tags rendered by react-helmet carry data-react-helmet="true"; those are the ones managed here.
 */
import React, { useEffect } from "react";

const MANAGED = "data-react-helmet";

type HeadElement = React.ReactElement<Record<string, unknown> & { children?: React.ReactNode }, string>;

/** The element a tag replaces: same tag and same name, property or rel. */
function selectorFor(tag: string, props: Record<string, unknown>): string {
  for (const key of ["name", "property", "rel", "hrefLang"]) {
    const value = props[key];
    if (typeof value === "string") return `${tag}[${key === "hrefLang" ? "hreflang" : key}="${value}"]`;
  }
  return tag;
}

export function applyHead(children: React.ReactNode, head: HTMLHeadElement = document.head): void {
  const kept = new Set<Element>();
  React.Children.forEach(children, (child) => {
    if (!React.isValidElement(child) || typeof child.type !== "string") return;
    const { type: tag, props } = child as HeadElement;
    if (tag === "title") {
      document.title = React.Children.toArray(props.children).join("");
      return;
    }
    const selector = selectorFor(tag, props);
    let element = head.querySelector(`${selector}[${MANAGED}]`) ?? head.querySelector(selector);
    if (!element || kept.has(element)) {
      element = document.createElement(tag);
      head.append(element);
    }
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
    for (const [key, value] of Object.entries(props)) {
      if (key === "children" || value === undefined || value === null || value === false) continue;
      element.setAttribute(key === "hrefLang" ? "hreflang" : key === "httpEquiv" ? "http-equiv" : key.toLowerCase(), String(value));
    }
    element.setAttribute(MANAGED, "true");
    kept.add(element);
  });
  // Tags of the previous page that this one does not have (a feed link, noindex ...).
  for (const element of head.querySelectorAll(`[${MANAGED}]`)) if (!kept.has(element) && element.tagName !== "TITLE") element.remove();
}

export function Helmet({ children }: { children?: React.ReactNode }): null {
  useEffect(() => applyHead(children), [children]);
  return null;
}
