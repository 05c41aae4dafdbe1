import React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { navigate, prefetchPathname } from "gatsby";
import { PageLink } from "../../../src/components/PageLink/PageLink";

const navigateMock = navigate as jest.Mock;
const prefetchMock = prefetchPathname as jest.Mock;

beforeEach(() => {
  navigateMock.mockClear();
  prefetchMock.mockClear();
  window.history.replaceState(null, "", "/concepts/");
});

describe("PageLink", () => {
  it("is a plain link to its url, with the attributes it was given", () => {
    render(
      <PageLink to="/guides/caching/" className="pager" rel="next">
        Caching
      </PageLink>,
    );
    const link = screen.getByRole("link", { name: "Caching" });
    expect(link).toHaveAttribute("href", "/guides/caching/");
    expect(link).toHaveClass("pager");
    expect(link).toHaveAttribute("rel", "next");
  });

  it("navigates without a page load on an ordinary click, after the caller's own handler", () => {
    const onClick = jest.fn();
    render(
      <PageLink to="/guides/caching/#output-filenames" onClick={onClick}>
        Caching
      </PageLink>,
    );
    const notPrevented = fireEvent.click(screen.getByRole("link"), { button: 0 });
    expect(notPrevented).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigateMock).toHaveBeenCalledWith("/guides/caching/#output-filenames", { replace: false });
  });

  it("replaces the history entry when it links to the page the reader is on", () => {
    render(<PageLink to="/concepts/">Concepts</PageLink>);
    fireEvent.click(screen.getByRole("link"), { button: 0 });
    expect(navigateMock).toHaveBeenCalledWith("/concepts/", { replace: true });
  });

  it.each([
    ["a modified click", { ctrlKey: true }],
    ["a shift-click", { shiftKey: true }],
    ["a meta-click", { metaKey: true }],
    ["a middle click", { button: 1 }],
  ])("leaves %s to the browser", (_name, init) => {
    render(<PageLink to="/guides/">Guides</PageLink>);
    expect(fireEvent.click(screen.getByRole("link"), { button: 0, ...init })).toBe(true);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("leaves the click alone when the caller prevented it or the link opens elsewhere", () => {
    render(
      <>
        <PageLink to="/guides/" onClick={(event) => event.preventDefault()}>
          Handled
        </PageLink>
        <PageLink to="/guides/" target="_blank">
          Elsewhere
        </PageLink>
      </>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Handled" }), { button: 0 });
    expect(fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }), { button: 0 })).toBe(true);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("prefetches the page, without its anchor, when pointed at or focused", () => {
    render(<PageLink to="/guides/caching/#output-filenames">Caching</PageLink>);
    fireEvent.mouseEnter(screen.getByRole("link"));
    fireEvent.focus(screen.getByRole("link"));
    expect(prefetchMock.mock.calls).toEqual([["/guides/caching/"], ["/guides/caching/"]]);
  });
});
