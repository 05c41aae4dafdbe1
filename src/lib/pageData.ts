/** The page-data file Gatsby writes for a page url ("/" is "index"). */
export const pageDataUrl = (pageUrl: string): string => `/page-data/${pageUrl === "/" ? "index" : pageUrl.replace(/^\/|\/$/g, "")}/page-data.json`;
