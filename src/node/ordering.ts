/**
 * The one ordering of pages inside a section. The sidebar, previous/next links and the printable
 * pages all derive from it, so they can never disagree.
 */

export interface OrderablePage {
  url: string;
  title: string;
  sort: number;
  group: string | null;
  isIndex: boolean;
  /** Blog posts: newest first, before falling back to sort. */
  date: string | null;
}

export interface SidebarGroup<Page extends OrderablePage> {
  /** null for the index page and pages without a group, which come first. */
  title: string | null;
  pages: Page[];
}

export function comparePages(a: OrderablePage, b: OrderablePage): number {
  if (a.isIndex !== b.isIndex) return a.isIndex ? -1 : 1;
  if (a.date && b.date && a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.sort !== b.sort) return a.sort - b.sort;
  return a.title.localeCompare(b.title, "en");
}

/**
 * Groups keep the order in which their first page appears; inside a group pages keep the page
 * order. The index page always leads, whatever group it names.
 */
export function groupPages<Page extends OrderablePage>(pages: readonly Page[]): SidebarGroup<Page>[] {
  const sorted = [...pages].sort(comparePages);
  // The index page and ungrouped pages lead; named groups follow in the order their first page appears.
  const buckets = new Map<string | null, Page[]>([[null, []]]);
  for (const page of sorted) {
    const key = page.isIndex ? null : page.group;
    buckets.set(key, [...(buckets.get(key) ?? []), page]);
  }
  return [...buckets].filter(([, groupMembers]) => groupMembers.length > 0).map(([title, groupMembers]) => ({ title, pages: groupMembers }));
}

/** The reading order: the sidebar top to bottom. */
export function orderPages<Page extends OrderablePage>(pages: readonly Page[]): Page[] {
  return groupPages(pages).flatMap((group) => group.pages);
}

export function findNeighbours<Page extends { url: string }>(ordered: readonly Page[], url: string): { previous: Page | null; next: Page | null } {
  const index = ordered.findIndex((page) => page.url === url);
  if (index === -1) return { previous: null, next: null };
  return { previous: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}
