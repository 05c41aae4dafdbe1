import { THEME_STORAGE_KEY } from "../constants";

export type Theme = "light" | "dark";

/**
 * Runs inline in <head> before the first paint (gatsby-ssr.tsx), so it must stay a
 * self-contained function without comments inside: it is serialised with toString().
 * Storage can be blocked, in which case the system preference decides.
 */
export function applyInitialTheme(storageKey: string): void {
  let theme: string | null = null;
  try {
    theme = window.localStorage.getItem(storageKey);
  } catch {
    theme = null;
  }
  if (theme !== "light" && theme !== "dark") {
    theme = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  document.documentElement.setAttribute("data-theme", theme);
}

export const initialThemeScript = `(${applyInitialTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)});`;

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
