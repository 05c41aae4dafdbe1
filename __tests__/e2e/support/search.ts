import type { Locator, Page } from "playwright-core";

/** Types `query` into the open search dialog and waits until it says how many results it found. */
export async function search(page: Page, query: string): Promise<Locator> {
  const input = page.getByRole("combobox", { name: "Search the documentation" });
  await input.fill(query);
  await page
    .getByRole("status")
    .filter({ hasText: /result/ })
    .waitFor();
  return page.getByRole("option");
}

/** Longer than any one search takes under load; a query that never gets its results fails by name. */
const QUERY_TIMEOUT_MS = 15000;

/**
 * Opens the search dialog and returns the urls of the first `count` results of each query, typed
 * into it one after another.
 *
 * The loop runs inside the page, for suites that ask a thousand queries: each query is put into the
 * combobox with an input event, the way typing delivers it to React, and its results are read once
 * the list says which query they belong to. Driving every query from the test instead (fill, wait,
 * read: several round trips each) gave the same results for the option queries and took 67 s
 * against 41 s.
 */
export async function firstResults(page: Page, queries: readonly string[], count = 3): Promise<Map<string, string[]>> {
  await page.keyboard.press("Control+K");
  await page.getByRole("combobox", { name: "Search the documentation" }).waitFor();
  const answered = await page.evaluate(
    async ({ queries, count, timeoutMs }) => {
      const input = document.querySelector<HTMLInputElement>('dialog [role="combobox"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      if (!input || !setValue) throw new Error("The search dialog has no combobox");
      const listFor = (query: string): Element | undefined =>
        [...document.querySelectorAll('[role="listbox"][data-query]')].find((list) => list.getAttribute("data-query") === query);
      const results: [string, string[]][] = [];
      for (const query of queries) {
        setValue.call(input, query);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        const list = await new Promise<Element>((resolve, reject) => {
          const found = listFor(query);
          if (found) return resolve(found);
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`No results listed for "${query}" within ${timeoutMs} ms`));
          }, timeoutMs);
          const observer = new MutationObserver(() => {
            const list = listFor(query);
            if (!list) return;
            clearTimeout(timer);
            observer.disconnect();
            resolve(list);
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-query"] });
        });
        const urls = [...list.querySelectorAll('[role="option"]')].slice(0, count).map((option) => option.getAttribute("data-url") ?? "");
        results.push([query, urls]);
      }
      return results;
    },
    { queries: [...queries], count, timeoutMs: QUERY_TIMEOUT_MS },
  );
  return new Map(answered);
}
