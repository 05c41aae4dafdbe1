import { withoutStrayNulBytes } from "../../../src/node/strayNulBytes";

describe("stray NUL bytes from React's streaming renderer", () => {
  it("drops them and keeps every other character", () => {
    expect(withoutStrayNulBytes("<td>RegExp | \0\0…[])[]</td>")).toBe("<td>RegExp | …[])[]</td>");
  });

  it("returns a page without any unchanged", () => {
    const html = "<p>caf\u00e9 … 𝄞</p>";
    expect(withoutStrayNulBytes(html)).toBe(html);
  });
});
