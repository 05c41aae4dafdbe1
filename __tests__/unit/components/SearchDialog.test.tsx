import React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import SearchDialog from "../../../src/components/Search/SearchDialog";
import { isSearchShortcut } from "../../../src/components/Search/SearchButton";
import type { SiteSearch } from "../../../src/components/Search/createSiteSearch";
import type { SearchHit } from "../../../src/lib/search/types";

const hit = (heading: string, url: string): SearchHit => ({
  url,
  pageTitle: "Output",
  section: "Configuration",
  heading,
  parents: [],
  excerpt: `Use <mark>${heading}</mark> &amp; more`,
});

function fakeSearch(hits: SearchHit[], closest: SearchHit[] = []): SiteSearch & { queries: string[] } {
  const queries: string[] = [];
  return {
    queries,
    search: async (query) => {
      queries.push(query);
      return { hits, correctedQuery: query === "outptu" ? "output" : null, provider: "local" };
    },
    closestPages: async () => closest,
  };
}

// jsdom has <dialog> without its methods; the real modal behaviour (inert page, Escape) is tested in Chromium.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

describe("SearchDialog", () => {
  beforeEach(() => jest.mocked(navigate).mockClear());

  it("shows results as you type, announces them, and highlights the match", async () => {
    render(
      <SearchDialog
        onClose={() => undefined}
        siteSearch={fakeSearch([hit("output.clean", "/configuration/output/#outputclean"), hit("output.path", "/configuration/output/#outputpath")])}
      />,
    );
    const input = screen.getByRole("combobox", { name: "Search the documentation" });
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: "outptu" } });
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(options[0]).toHaveTextContent("Configuration › Output");
    expect(options[0].querySelector("mark")).toHaveTextContent("output.clean");
    expect(options[0]).toHaveTextContent("Use output.clean & more");
    expect(screen.getByRole("status")).toHaveTextContent("2 results for output.");
    expect(screen.getByText(/Showing results for/)).toHaveTextContent("Showing results for output");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options[0].id);
  });

  it("moves with the arrow keys and opens the chosen heading with Enter", async () => {
    const onClose = jest.fn();
    render(
      <SearchDialog
        onClose={onClose}
        siteSearch={fakeSearch([hit("output.clean", "/configuration/output/#outputclean"), hit("output.path", "/configuration/output/#outputpath")])}
      />,
    );
    const input = screen.getByRole("combobox");
    fireEvent.change(input, { target: { value: "output" } });
    const options = await screen.findAllByRole("option");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(navigate).toHaveBeenCalledWith("/configuration/output/#outputpath");
    expect(onClose).toHaveBeenCalled();
  });

  it("says when nothing matched and offers the closest pages", async () => {
    render(<SearchDialog onClose={() => undefined} siteSearch={fakeSearch([], [hit("Caching", "/guides/caching/")])} />);
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "zzzz" } });
    expect(await screen.findByText("The closest pages:")).toBeInTheDocument();
    expect(screen.getByText("zzzz").closest("p")).toHaveTextContent("No results for zzzz.");
    expect(screen.getByRole("link", { name: "Output" })).toHaveAttribute("href", "/guides/caching/");
    expect(screen.getByRole("status")).toHaveTextContent("No results for zzzz.");
  });

  it("falls back to the sections of the documentation when not even a close page exists", async () => {
    render(<SearchDialog onClose={() => undefined} siteSearch={fakeSearch([])} />);
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "qqqq" } });
    expect(await screen.findByText("Try another word, or start from a section:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Configuration" })).toHaveAttribute("href", "/configuration/");
  });

  it("shows a calm message with a retry when search cannot load", async () => {
    let fail = true;
    const search: SiteSearch = {
      search: async () => {
        if (fail) throw new Error("offline");
        return { hits: [hit("output.clean", "/configuration/output/#outputclean")], correctedQuery: null, provider: "local" };
      },
      closestPages: async () => [],
    };
    render(<SearchDialog onClose={() => undefined} siteSearch={search} />);
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "output" } });
    expect(await screen.findByText(/Search could not load/)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("option")).toHaveTextContent("output.clean");
  });

  it("returns focus to where it was when it closes", async () => {
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<SearchDialog onClose={() => undefined} siteSearch={fakeSearch([])} />);
    expect(screen.getByRole("combobox")).toHaveFocus();
    act(() => unmount());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe("search shortcuts", () => {
  const key = (key: string, extra: Partial<KeyboardEvent> = {}, target: EventTarget | null = document.body) =>
    isSearchShortcut({ key, ctrlKey: false, metaKey: false, altKey: false, target, ...extra });

  it("opens on Ctrl+K, Cmd+K and /", () => {
    expect(key("k", { ctrlKey: true })).toBe(true);
    expect(key("K", { metaKey: true })).toBe(true);
    expect(key("/")).toBe(true);
  });

  it("leaves / alone while the reader types in a field, and plain k always", () => {
    expect(key("/", {}, document.createElement("input"))).toBe(false);
    expect(key("k")).toBe(false);
    expect(key("k", { ctrlKey: true, altKey: true })).toBe(false);
  });
});
