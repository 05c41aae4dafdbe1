import { NOTIFICATION_DISMISSAL_VALUE, NOTIFICATION_STORAGE_KEY, THEME_STORAGE_KEY } from "../constants";

export type Theme = "light" | "dark";

/**
 * Runs inline in <head> before the first paint (gatsby-ssr.tsx), so it must stay a
 * self-contained function without comments inside: it is serialised with toString(). It applies
 * the reader's theme, and hides the notification bar for readers who dismissed this message, so
 * neither flashes. Storage can be blocked, in which case the system preference decides and the
 * bar shows.
 */
export function applyInitialState(themeKey: string, notificationKey: string, dismissedValue: string): void {
  let theme: string | null = null;
  let dismissed: string | null = null;
  try {
    theme = window.localStorage.getItem(themeKey);
    dismissed = window.localStorage.getItem(notificationKey);
  } catch {
    theme = null;
  }
  if (theme !== "light" && theme !== "dark") {
    theme = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  document.documentElement.setAttribute("data-theme", theme);
  if (dismissed === dismissedValue) document.documentElement.setAttribute("data-notification", "dismissed");
}

export const initialStateScript = `(${applyInitialState.toString()})(${[THEME_STORAGE_KEY, NOTIFICATION_STORAGE_KEY, String(NOTIFICATION_DISMISSAL_VALUE)].map((value) => JSON.stringify(value)).join(",")});`;

export function currentTheme(): Theme {
  return document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "light";
}

export function storeTheme(theme: Theme): void {
  document.documentElement.setAttribute("data-theme", theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice still applies to this page view.
  }
}
