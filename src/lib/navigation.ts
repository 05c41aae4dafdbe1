import navigation from "../../content/data/navigation.json";
import languageList from "../../content/data/languages.json";
import type { Language, Navigation } from "../node/siteData";

export type HeaderLink = Navigation["header"][number];
export type NavigationLink = Navigation["footer"][number];

// Checked against their schemas by the build (src/node/siteData.ts).
const data = navigation as Navigation;
export const headerLinks: readonly HeaderLink[] = data.header;
export const footerLinks: readonly NavigationLink[] = data.footer;
export const communityChannels: readonly Navigation["community"][number][] = data.community;
export const communityLinks: readonly NavigationLink[] = communityChannels.map(({ title, url }) => ({ title, url }));
export const languages: readonly Language[] = languageList as Language[];

export function isActiveHeaderLink(link: HeaderLink, pathname: string): boolean {
  const section = pathname.split("/").filter(Boolean)[0] ?? "";
  return link.activeSections.includes(section);
}

/** The same page on another language's site. */
export function translatedUrl(language: Language, pathname: string): string {
  return `${language.url}${pathname}`;
}
