/** The blog: its index of posts, the dates in each post, and the Atom feed, through both servers. */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { GATSBY_ORIGIN, NGINX_ORIGIN } from "./support/servers";
import { newContext, openPage, sharedBrowser } from "./support/browser";

const browser = sharedBrowser();

describe.each([
  ["npm run serve", GATSBY_ORIGIN],
  ["nginx with the generated config", NGINX_ORIGIN],
])("the blog through %s", (_name, origin) => {
  it("serves a valid Atom feed of every post, newest first, with absolute links", async () => {
    const response = await fetch(`${origin}/blog/feed.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const entries = [new XMLParser({ ignoreAttributes: false }).parse(xml).feed.entry].flat() as { link: { "@_href": string }; published: string }[];
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const entry of entries) expect(entry.link["@_href"]).toMatch(/^https:\/\/webpack\.js\.org\/blog\/.+\/$/);
    const dates = entries.map((entry) => entry.published);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe("the blog pages", () => {
  it("list the posts newest first with their dates and teasers, and announce the feed", async () => {
    const context = await newContext(browser());
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${GATSBY_ORIGIN}/blog/`);
    const posts = page.getByRole("region", { name: "Posts" }).getByRole("listitem");
    expect(await posts.count()).toBeGreaterThanOrEqual(3);
    const dates = await posts.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute("href")).resolves.toBe("/blog/feed.xml");

    const firstPost = await posts.first().getByRole("link").getAttribute("href");
    await posts.first().getByRole("link").click();
    await page.waitForURL(`${GATSBY_ORIGIN}${firstPost}`);
    await page.getByRole("region", { name: "Posts" }).waitFor({ state: "detached" });
    await expect(page.locator("article time").getAttribute("datetime")).resolves.toBe(dates[0]);
    await expect(page.locator('meta[property="article:published_time"]').getAttribute("content")).resolves.toBe(dates[0]);
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]').count()).resolves.toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
