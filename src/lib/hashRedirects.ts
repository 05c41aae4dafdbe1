/**
 * Redirects whose source carries an #anchor (a section that moved to a page of its own). Servers
 * never see the anchor, so the browser follows these after each route change.
 */
export interface Redirect {
  from: string;
  to: string;
}

export const isHashRedirect = ({ from }: Redirect): boolean => from.includes("#");

/** The target for the current location, or null. `pathname` and `hash` as in window.location. */
export function findHashRedirect(redirects: readonly Redirect[], pathname: string, hash: string): string | null {
  if (!hash) return null;
  const normalisedPath = pathname.endsWith("/") ? pathname : `${pathname}/`;
  const match = redirects.find((redirect) => isHashRedirect(redirect) && redirect.from === `${normalisedPath}${hash}`);
  return match ? match.to : null;
}
