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
