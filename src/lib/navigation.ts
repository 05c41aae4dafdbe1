import navigation from "../../content/data/navigation.json";

export interface NavigationLink {
  title: string;
  url: string;
}

export interface HeaderLink extends NavigationLink {
  /** First url segments for which this link is shown as the current one. */
  activeSections: string[];
  children: NavigationLink[];
}

export const headerLinks: readonly HeaderLink[] = navigation.header;
export const footerLinks: readonly NavigationLink[] = navigation.footer;

export function isActiveHeaderLink(link: HeaderLink, pathname: string): boolean {
  const section = pathname.split("/").filter(Boolean)[0] ?? "";
  return link.activeSections.includes(section);
}
