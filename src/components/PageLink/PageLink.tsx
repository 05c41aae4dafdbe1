import React, { forwardRef } from "react";
import { navigate, prefetchPathname } from "gatsby";

export type PageLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A url of this site: "/concepts/", "/configuration/output/#outputpath". */
  to: string;
};

const pathnameOf = (url: string): string => url.replace(/[?#].*$/, "");

/** A plain left click: no modifier key asking the browser for a new tab, a new window or a download. */
export const isOrdinaryClick = (event: React.MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link to a page of this site: a plain anchor that navigates without a page load on an ordinary
 * click and prefetches the page when pointed at or focused.
 *
 * Used instead of Gatsby's <Link>, which does the same but, for every link, also subscribes to the
 * router's location and creates an IntersectionObserver that prefetches the page once the link
 * scrolls into view. A doc page holds 80 to 150 links (sidebar, header, footer), so hydration
 * built several hundred extra components, and every visible sidebar link then fetched and parsed
 * its page data while the reader had not asked for anything (Chromium profiles, issue 10).
 */
export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink({ to, onClick, onMouseEnter, onFocus, ...rest }, ref) {
  const prefetch = (): void => prefetchPathname(pathnameOf(to));
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onClick={(event) => {
        onClick?.(event);
        // Modified clicks, other buttons and targets keep the browser's meaning (new tab, download ...).
        if (event.defaultPrevented || !isOrdinaryClick(event) || rest.target) return;
        event.preventDefault();
        // As Gatsby's <Link>: following a link to the page you are on does not add a history entry.
        void navigate(to, { replace: to === window.location.pathname });
      }}
    />
  );
});
