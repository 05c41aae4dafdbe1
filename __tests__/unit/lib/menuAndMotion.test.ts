import { menuKey, openingKey } from "../../../src/lib/menuKeys";
import { rotationDelay } from "../../../src/components/RotatingText/RotatingText";

describe("dropdown keys", () => {
  it("move through the items and wrap around", () => {
    expect(menuKey("ArrowDown", 0, 3)).toEqual({ focus: 1 });
    expect(menuKey("ArrowDown", 2, 3)).toEqual({ focus: 0 });
    expect(menuKey("ArrowUp", 0, 3)).toEqual({ focus: 2 });
    expect(menuKey("Home", 2, 3)).toEqual({ focus: 0 });
    expect(menuKey("End", 0, 3)).toEqual({ focus: 2 });
  });

  it("close on Escape and ignore other keys", () => {
    expect(menuKey("Escape", 1, 3)).toEqual({ close: true });
    expect(menuKey("a", 1, 3)).toBeNull();
    expect(menuKey("Tab", 1, 3)).toBeNull();
  });

  it("open from the button on Enter, Space and the arrows", () => {
    expect(openingKey("Enter", 3)).toBe(0);
    expect(openingKey(" ", 3)).toBe(0);
    expect(openingKey("ArrowDown", 3)).toBe(0);
    expect(openingKey("ArrowUp", 3)).toBe(2);
    expect(openingKey("Escape", 3)).toBeNull();
  });
});

describe("rotating text", () => {
  it("shows each word for the delay, and the last one for the delay and the repeat delay", () => {
    expect([0, 1, 2, 3].map((index) => rotationDelay(index, 4, 5000, 3000))).toEqual([5000, 5000, 5000, 8000]);
  });
});
