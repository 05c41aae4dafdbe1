import React from "react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Sidebar } from "../../../src/components/Sidebar/Sidebar";

const sidebar = {
  sectionTitle: "Guides",
  printableUrl: "/guides/printable/",
  groups: [
    {
      title: null,
      pages: [
        { title: "Guides", url: "/guides/", hasSections: false },
        { title: "Caching", url: "/guides/caching/", hasSections: true },
      ],
    },
    { title: "Advanced", pages: [{ title: "Tree Shaking", url: "/guides/tree-shaking/", hasSections: true }] },
  ],
};
const cachingSections = [{ title: "Output Filenames", id: "output-filenames" }];

/** A page-data answer for a page whose headings are these. */
const pageData = (anchors: { title: string; id: string; level: number }[]) =>
  ({ ok: true, status: 200, json: async () => ({ result: { data: { markdownRemark: { anchors } } } }) }) as Response;

describe("Sidebar", () => {
  // jsdom has no fetch: each test puts in the answers its pages give.
  let fetchSpy: jest.Mock<Promise<Response>, [string]>;
  beforeEach(() => {
    fetchSpy = jest.fn<Promise<Response>, [string]>(() => Promise.reject(new Error("no answer set")));
    Object.defineProperty(globalThis, "fetch", { value: fetchSpy, configurable: true, writable: true });
  });

  it("lists groups and pages, marks the current page and links to the printable section", () => {
    render(<Sidebar id="s" sidebar={sidebar} currentUrl="/guides/caching/" currentSections={cachingSections} />);
    expect(screen.getByRole("heading", { name: "Advanced" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Caching" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Print section" })).toHaveAttribute("href", "/guides/printable/?print");
    expect(screen.getByRole("link", { name: "webpack 4" })).toHaveAttribute("href", "https://v4.webpack.js.org/guides/caching/");
  });

  it("opens the current page's sections from the page itself, keeps others closed, and has no expander without sections", () => {
    render(<Sidebar id="s" sidebar={sidebar} currentUrl="/guides/caching/" currentSections={cachingSections} />);
    expect(screen.getByRole("link", { name: "Output Filenames" })).toHaveAttribute("href", "/guides/caching/#output-filenames");
    expect(screen.getByRole("button", { name: "Hide sections of Caching" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.queryByRole("button", { name: /sections of Guides$/ })).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("loads another page's level-2 sections from its page data when they are opened", async () => {
    fetchSpy.mockResolvedValue(
      pageData([
        { title: "Tree Shaking", id: "tree-shaking", level: 1 },
        { title: "Side effects", id: "side-effects", level: 2 },
        { title: "A detail", id: "a-detail", level: 3 },
      ]),
    );
    render(<Sidebar id="s" sidebar={sidebar} currentUrl="/guides/caching/" currentSections={cachingSections} />);
    expect(screen.queryByRole("link", { name: "Side effects" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show sections of Tree Shaking" }));
    expect(screen.getByRole("status")).toHaveTextContent("Loading its sections");
    expect(await screen.findByRole("link", { name: "Side effects" })).toHaveAttribute("href", "/guides/tree-shaking/#side-effects");
    expect(screen.queryByRole("link", { name: "A detail" })).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith("/page-data/guides/tree-shaking/page-data.json");
    expect(screen.getByRole("button", { name: "Hide sections of Tree Shaking" })).toHaveAttribute("aria-expanded", "true");
  });

  it("says so and links the page when another page's sections cannot be loaded, and tries again when reopened", async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    render(
      <Sidebar
        id="s"
        sidebar={{ ...sidebar, groups: [{ title: null, pages: [{ title: "Offline", url: "/guides/offline/", hasSections: true }] }] }}
        currentUrl="/guides/caching/"
        currentSections={[]}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show sections of Offline" }));
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open Offline" })).toHaveAttribute("href", "/guides/offline/");
    fetchSpy.mockResolvedValueOnce(pageData([{ title: "Back online", id: "back-online", level: 2 }]));
    fireEvent.click(screen.getByRole("button", { name: "Hide sections of Offline" }));
    fireEvent.click(screen.getByRole("button", { name: "Show sections of Offline" }));
    expect(await screen.findByRole("link", { name: "Back online" })).toBeInTheDocument();
    await act(async () => undefined);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it("scrolls to the top when the current page is clicked, but not on a Ctrl or Cmd click", () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    render(<Sidebar id="s" sidebar={sidebar} currentUrl="/guides/caching/" currentSections={cachingSections} />);
    const current = within(screen.getByRole("navigation", { name: "Guides pages" })).getByRole("link", { name: "Caching" });
    fireEvent.click(current);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockClear();
    fireEvent.click(current, { ctrlKey: true });
    fireEvent.click(current, { metaKey: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
