import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { Sidebar } from "../../../src/components/Sidebar/Sidebar";

const sidebar = {
  sectionTitle: "Guides",
  printableUrl: "/guides/printable/",
  groups: [
    {
      title: null,
      pages: [
        { title: "Guides", url: "/guides/", anchors: [] },
        { title: "Caching", url: "/guides/caching/", anchors: [{ title: "Output Filenames", id: "output-filenames" }] },
      ],
    },
    { title: "Advanced", pages: [{ title: "Tree Shaking", url: "/guides/tree-shaking/", anchors: [{ title: "Side effects", id: "side-effects" }] }] },
  ],
};

describe("Sidebar", () => {
  it("lists groups and pages, marks the current page and links to the printable section", () => {
    render(<Sidebar id="s" sidebar={sidebar} currentUrl="/guides/caching/" />);
    expect(screen.getByRole("heading", { name: "Advanced" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Caching" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Print section" })).toHaveAttribute("href", "/guides/printable/?print");
    expect(screen.getByRole("link", { name: "webpack 4" })).toHaveAttribute("href", "https://v4.webpack.js.org/guides/caching/");
  });

  it("opens the current page's anchors, keeps others closed, and has no expander without anchors", () => {
    render(<Sidebar id="s" sidebar={sidebar} currentUrl="/guides/caching/" />);
    expect(screen.getByRole("link", { name: "Output Filenames" })).toHaveAttribute("href", "/guides/caching/#output-filenames");
    expect(screen.queryByRole("link", { name: "Side effects" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /sections of Guides$/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show sections of Tree Shaking" }));
    expect(screen.getByRole("link", { name: "Side effects" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hide sections of Tree Shaking" })).toHaveAttribute("aria-expanded", "true");
  });

  it("scrolls to the top when the current page is clicked, but not on a Ctrl or Cmd click", () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    render(<Sidebar id="s" sidebar={sidebar} currentUrl="/guides/caching/" />);
    const current = within(screen.getByRole("navigation", { name: "Guides pages" })).getByRole("link", { name: "Caching" });
    fireEvent.click(current);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockClear();
    fireEvent.click(current, { ctrlKey: true });
    fireEvent.click(current, { metaKey: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
