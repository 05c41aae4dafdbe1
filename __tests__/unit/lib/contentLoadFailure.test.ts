import { screen, fireEvent } from "@testing-library/react";
import { isContentLoadFailure, showContentLoadError } from "../../../src/lib/contentLoadFailure";

describe("content load failures", () => {
  it("recognises Gatsby's page-resource, chunk and module errors, and nothing else", () => {
    expect(isContentLoadFailure(new Error("page resources for /guides/ not found. Not rendering React"))).toBe(true);
    const chunkError = Object.assign(new Error("Loading chunk 454 failed.\n(error: http://localhost/454.js)"), { name: "ChunkLoadError" });
    expect(isContentLoadFailure(chunkError)).toBe(true);
    expect(isContentLoadFailure(new Error("Loading CSS chunk 12 failed.\n(/styles.css)"))).toBe(true);
    expect(isContentLoadFailure(new TypeError("x is undefined"))).toBe(false);
  });

  it("replaces an empty page with the error text and a retry button", () => {
    document.body.innerHTML = '<div id="___gatsby"></div>';
    const retry = jest.fn();
    expect(showContentLoadError(document.getElementById("___gatsby"), retry)).toBe(true);
    expect(screen.getByRole("alert")).toHaveTextContent("Error loading content.");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalled();
  });

  it("leaves server-rendered content readable", () => {
    document.body.innerHTML = '<div id="___gatsby"><h1>Output</h1></div>';
    expect(showContentLoadError(document.getElementById("___gatsby"), jest.fn())).toBe(false);
    expect(screen.getByRole("heading", { name: "Output" })).toBeInTheDocument();
  });
});
