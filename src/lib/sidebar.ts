/** The sidebar as the build computes it (src/node/createPages.ts) and pages receive it in their context. */

export interface SidebarLink {
  title: string;
  url: string;
  /** Level-2 headings of the page, for the expandable list under its link. */
  anchors: { title: string; id: string }[];
}

export interface SidebarContext {
  sectionTitle: string;
  printableUrl: string | null;
  groups: { title: string | null; pages: SidebarLink[] }[];
}
