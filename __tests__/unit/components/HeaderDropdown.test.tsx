import React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { HeaderDropdown } from "../../../src/components/HeaderDropdown/HeaderDropdown";
import { SiteHeader } from "../../../src/components/SiteHeader/SiteHeader";

const items = [
  { title: "English", url: "https://webpack.js.org/guides/", lang: "en", isCurrent: true },
  { title: "中文", url: "https://webpack.docschina.org/guides/", lang: "zh" },
  { title: "한국어", url: "https://webpack.kr/guides/", lang: "ko" },
];

// The dropdown moves focus on the next frame, after the list renders.
const flushFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

describe("HeaderDropdown", () => {
  // Hover needs real pointer events (jsdom has none): tested in Chromium (__tests__/e2e/siteChrome.test.ts).
  it("opens and closes on click, and says so", () => {
    render(
      <HeaderDropdown label="Language: English" items={items}>
        English
      </HeaderDropdown>,
    );
    const button = screen.getByRole("button", { name: "Language: English" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "中文" })).toBeNull();
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "中文" })).toHaveAttribute("hreflang", "zh");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("moves with the arrow keys, and closes on Escape with focus back on the button", async () => {
    render(
      <HeaderDropdown label="Language: English" items={items}>
        English
      </HeaderDropdown>,
    );
    const button = screen.getByRole("button", { name: "Language: English" });
    button.focus();
    fireEvent.keyDown(button, { key: "ArrowDown" });
    await flushFrame();
    expect(screen.getByRole("link", { name: "English" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(screen.getByRole("link", { name: "中文" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(screen.getByRole("link", { name: "한국어" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(screen.getByRole("link", { name: "English" })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when focus leaves it", async () => {
    render(
      <>
        <HeaderDropdown label="Language: English" items={items}>
          English
        </HeaderDropdown>
        <button type="button">Elsewhere</button>
      </>,
    );
    const button = screen.getByRole("button", { name: "Language: English" });
    fireEvent.click(button);
    fireEvent.blur(button, { relatedTarget: screen.getByRole("button", { name: "Elsewhere" }) });
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

describe("SiteHeader", () => {
  it("marks the documentation link current in every documentation section, and keeps the path in other languages", () => {
    render(<SiteHeader pathname="/loaders/css-loader/" />);
    const main = screen.getByRole("navigation", { name: "Main" });
    expect(main.querySelector('a[aria-current="page"]')).toHaveTextContent("Documentation");
    fireEvent.click(screen.getByRole("button", { name: "Language: English" }));
    expect(screen.getAllByRole("link", { name: "한국어" })[0]).toHaveAttribute("href", "https://webpack.kr/loaders/css-loader/");
    expect(screen.getByRole("link", { name: "webpack" })).toHaveAttribute("href", "/");
  });
});
