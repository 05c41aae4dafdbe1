import { pageDataUrl } from "./pageData";
import { sidebarSections, type SidebarSection } from "./sidebar";

/** The part of a documentation page's page data that holds its headings (the DocPageContent fragment). */
interface PageDataWithAnchors {
  result?: { data?: { markdownRemark?: { anchors?: { title: string; id: string; level: number }[] } | null } };
}

const requested = new Map<string, Promise<SidebarSection[]>>();

/**
 * Another documentation page's level-2 headings, for its entry in the sidebar, read from its page
 * data: the file Gatsby prefetches for links on screen, and the offline copy answers for offline.
 * One request per page; a failed one is forgotten, so that opening the entry again retries.
 */
export function loadPageSections(pageUrl: string, fetchPageData: typeof fetch = (...args) => fetch(...args)): Promise<SidebarSection[]> {
  const known = requested.get(pageUrl);
  if (known) return known;
  const sections = fetchPageData(pageDataUrl(pageUrl)).then(async (response) => {
    if (!response.ok) throw new Error(`The page data of ${pageUrl} answered ${response.status}.`);
    const anchors = ((await response.json()) as PageDataWithAnchors).result?.data?.markdownRemark?.anchors;
    if (!anchors) throw new Error(`The page data of ${pageUrl} has no headings.`);
    return sidebarSections(anchors);
  });
  requested.set(pageUrl, sections);
  sections.catch(() => requested.delete(pageUrl));
  return sections;
}
