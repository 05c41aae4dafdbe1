import { comparePages, findNeighbours, groupPages, orderPages, type OrderablePage } from "../../../src/node/ordering";

const page = (title: string, sort: number, extra: Partial<OrderablePage> = {}): OrderablePage => ({
  url: `/s/${title.toLowerCase()}/`,
  title,
  sort,
  group: null,
  isIndex: false,
  date: null,
  ...extra,
});

describe("page ordering", () => {
  const index = page("Guides", -1, { isIndex: true, url: "/s/" });
  const pages = [
    page("Caching", 3),
    page("Zeta", 2),
    index,
    page("Alpha", 2),
    page("Output", 1, { group: "Advanced" }),
    page("Tree Shaking", 4, { group: "Advanced" }),
  ];

  it("puts the index page first, then sort, then title", () => {
    expect(orderPages(pages.filter((candidate) => !candidate.group)).map((candidate) => candidate.title)).toEqual(["Guides", "Alpha", "Zeta", "Caching"]);
  });

  it("groups pages, keeping groups in the order their first page appears", () => {
    const groups = groupPages(pages);
    expect(groups.map((group) => [group.title, group.pages.map((candidate) => candidate.title)])).toEqual([
      [null, ["Guides", "Alpha", "Zeta", "Caching"]],
      ["Advanced", ["Output", "Tree Shaking"]],
    ]);
  });

  it("keeps the index page ahead of a first named group", () => {
    const groups = groupPages([page("B", 1, { group: "Core" }), index]);
    expect(groups.map((group) => group.title)).toEqual([null, "Core"]);
    expect(groups[0].pages).toEqual([index]);
  });

  it("orders dated posts newest first", () => {
    const older = page("Old", 1, { date: "2020-10-10" });
    const newer = page("New", 2, { date: "2026-11-22" });
    expect([older, newer].sort(comparePages)).toEqual([newer, older]);
  });

  it("derives previous and next from the reading order, so they follow the sidebar", () => {
    const ordered = orderPages(pages);
    expect(ordered.map((candidate) => candidate.title)).toEqual(["Guides", "Alpha", "Zeta", "Caching", "Output", "Tree Shaking"]);
    const { previous, next } = findNeighbours(ordered, "/s/caching/");
    expect(previous?.title).toBe("Zeta");
    expect(next?.title).toBe("Output");
    expect(findNeighbours(ordered, "/s/").previous).toBeNull();
    expect(findNeighbours(ordered, "/s/tree shaking/").next).toBeNull();
  });
});
