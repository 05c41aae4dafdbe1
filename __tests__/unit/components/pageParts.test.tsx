import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Contributors } from "../../../src/components/Contributors/Contributors";
import { PageNavigation } from "../../../src/components/PageNavigation/PageNavigation";
import { TableOfContents } from "../../../src/components/TableOfContents/TableOfContents";
import { FurtherReading } from "../../../src/components/FurtherReading/FurtherReading";
import { PageActions } from "../../../src/components/PageActions/PageActions";
import { ContentErrorBoundary } from "../../../src/components/ContentErrorBoundary/ContentErrorBoundary";
import NotFoundPage from "../../../src/pages/404";

type ObserverCallback = (entries: { isIntersecting: boolean; target: Element }[]) => void;
let observerCallbacks: ObserverCallback[] = [];
beforeEach(() => {
  observerCallbacks = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: ObserverCallback) {
      observerCallbacks.push(callback);
    }
    observe(): void {}
    disconnect(): void {}
  };
});

describe("Contributors", () => {
  it("shows initials until the list scrolls into view, then avatars at size 90", () => {
    render(<Contributors handles={["sokra", "alexander-akait"]} />);
    expect(screen.getByRole("link", { name: "sokra" })).toHaveAttribute("href", "https://github.com/sokra");
    expect(document.querySelectorAll("img")).toHaveLength(0);
    act(() => observerCallbacks[0]([{ isIntersecting: true, target: document.body }]));
    const images = document.querySelectorAll("img");
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute("src", "https://github.com/sokra.png?size=90");
  });

  it("falls back to the initial when an avatar cannot load", () => {
    render(<Contributors handles={["sokra"]} />);
    act(() => observerCallbacks[0]([{ isIntersecting: true, target: document.body }]));
    fireEvent.error(document.querySelector("img")!);
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: "sokra" })).toHaveTextContent("S");
  });
});

describe("page parts", () => {
  it("links previous and next pages", () => {
    render(<PageNavigation previous={{ title: "Mode", url: "/configuration/mode/" }} next={{ title: "Output", url: "/configuration/output/" }} />);
    expect(screen.getByRole("link", { name: /Previous\s*Mode/ })).toHaveAttribute("href", "/configuration/mode/");
    expect(screen.getByRole("link", { name: /Next\s*Output/ })).toHaveAttribute("href", "/configuration/output/");
  });

  it("lists level 2 and 3 anchors in the table of contents", () => {
    render(
      <TableOfContents
        anchors={[
          { title: "Title", id: "title", level: 1 },
          { title: "Usage", id: "usage", level: 2 },
          { title: "output.path", id: "outputpath", level: 3 },
        ]}
      />,
    );
    const toc = screen.getByRole("navigation", { name: "On this page" });
    expect(toc).toHaveTextContent("Usage");
    // Long option names may break only after a dot (jsdom's accessible names do not ignore <wbr>, browsers do).
    const option = toc.querySelector('a[href="#outputpath"]');
    expect(option).toHaveTextContent("output.path");
    expect(option?.querySelector("wbr")).not.toBeNull();
    expect(screen.queryByRole("link", { name: "Title" })).not.toBeInTheDocument();
  });

  it("shows Further Reading only when there are links", () => {
    const { rerender } = render(<FurtherReading links={[]} />);
    expect(screen.queryByRole("heading", { name: "Further Reading" })).not.toBeInTheDocument();
    rerender(<FurtherReading links={[{ title: "Node.js", url: "https://nodejs.org/" }]} />);
    expect(screen.getByRole("link", { name: "Node.js" })).toHaveAttribute("href", "https://nodejs.org/");
  });

  it("offers an edit link and a print button", () => {
    window.print = jest.fn();
    render(<PageActions editUrl="https://github.com/webpack/webpack.js.org/edit/main/content/glossary.md" />);
    expect(screen.getByRole("link", { name: "Edit this page" })).toHaveAttribute("href", expect.stringContaining("/edit/main/content/glossary.md"));
    fireEvent.click(screen.getByRole("button", { name: "Print this page" }));
    expect(window.print).toHaveBeenCalled();
  });

  it("replaces content that fails to render with a message and a retry", () => {
    const Broken = (): React.ReactElement => {
      throw new Error("chunk failed");
    };
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    render(
      <ContentErrorBoundary>
        <Broken />
      </ContentErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Error loading content.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("shows the not-found texts and a way home", () => {
    render(<NotFoundPage {...({ location: { pathname: "/nope/" } } as React.ComponentProps<typeof NotFoundPage>)} />);
    expect(screen.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Oops! The page you are looking for has been removed or relocated.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/");
  });
});
