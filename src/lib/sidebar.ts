/** The sidebar as the build computes it (src/node/createPages.ts) and pages receive it in their context. */

/** A level-2 heading of a page, listed under the page's link when it is opened. */
export interface SidebarSection {
  title: string;
  id: string;
}

export interface SidebarLink {
  title: string;
  url: string;
  /**
   * Whether the page has level-2 headings. The headings themselves are not part of the sidebar:
   * with them, every page of a section carried the headings of all the others (up to 18 KB of
   * page data per page, and most of the work of recreating the pages after an edit in develop).
   * The current page's come with the page; another page's are read from its page data when a
   * reader opens them (src/lib/pageSections.ts).
   */
  hasSections: boolean;
}

export interface SidebarContext {
  sectionTitle: string;
  printableUrl: string | null;
  groups: { title: string | null; pages: SidebarLink[] }[];
}

/** The headings a sidebar lists under a page: those of level 2. */
export const sidebarSections = (anchors: readonly { title: string; id: string; level: number }[]): SidebarSection[] =>
  anchors.filter((anchor) => anchor.level === 2).map(({ title, id }) => ({ title, id }));
