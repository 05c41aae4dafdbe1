// Gatsby's runtime is not available under Jest: Link becomes a plain anchor, queries are inert.
import React from "react";

const gatsby = jest.requireActual("gatsby");

export const graphql = jest.fn();
export const navigate = jest.fn();
export const prefetchPathname = jest.fn();
export const useStaticQuery = jest.fn();

export function Link({
  to,
  activeClassName: _active,
  partiallyActive: _partial,
  ...rest
}: { to: string; activeClassName?: string; partiallyActive?: boolean } & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return React.createElement("a", { ...rest, href: to });
}

export default gatsby;
