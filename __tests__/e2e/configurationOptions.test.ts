/** /configuration/options/: the generated table of every option, and its filter, in Chromium. */
import { GATSBY_ORIGIN } from "./support/servers";
import { newContext, openPage, sharedBrowser } from "./support/browser";

const browser = sharedBrowser();

describe("the table of every configuration option", () => {
  it("lists the installed webpack's options, narrows them as you type, and links to their headings", async () => {
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/configuration/options/`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const table = page.getByRole("region", { name: "Configuration options" });
    const allRows = await table.getByRole("row").count();
    expect(allRows).toBeGreaterThan(500);

    await page.getByRole("searchbox", { name: "Filter options" }).fill("output clean");
    await page
      .getByRole("status")
      .filter({ hasText: /of \d+ options/ })
      .waitFor();
    const rows = table.getByRole("row");
    expect(await rows.count()).toBeLessThan(10);
    const option = table.getByRole("link", { name: "output.clean", exact: true });
    await option.click();
    await page.waitForURL(`${GATSBY_ORIGIN}/configuration/output/#outputclean`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
