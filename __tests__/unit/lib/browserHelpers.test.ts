import { swipeAction } from "../../../src/lib/swipe";
import { copyableCode } from "../../../src/lib/diffCopy";
import { findHashRedirect } from "../../../src/lib/hashRedirects";
import { pageTitle } from "../../../src/lib/pageTitle";
import { avatarUrl } from "../../../src/lib/avatar";

describe("swipeAction", () => {
  it("opens on a rightward swipe longer than 20 px that starts within 295 px of the edge", () => {
    expect(swipeAction({ x: 10, y: 100 }, { x: 31, y: 100 }, false)).toBe("open");
    expect(swipeAction({ x: 10, y: 100 }, { x: 30, y: 100 }, false)).toBeNull();
    expect(swipeAction({ x: 296, y: 100 }, { x: 400, y: 100 }, false)).toBeNull();
  });

  it("closes on a leftward swipe and ignores steep (scrolling) gestures", () => {
    expect(swipeAction({ x: 200, y: 100 }, { x: 100, y: 120 }, true)).toBe("close");
    expect(swipeAction({ x: 10, y: 100 }, { x: 110, y: 181 }, false)).toBeNull();
    expect(swipeAction({ x: 10, y: 100 }, { x: 110, y: 179 }, false)).toBe("open");
  });
});

describe("copyableCode", () => {
  it("copies the result of a diff: no removed lines and no markers", () => {
    expect(copyableCode(" module.exports = {\n-  mode: 'development',\n+  mode: 'production',\n };", "diff")).toBe(
      "module.exports = {\n  mode: 'production',\n};",
    );
  });

  it("copies other code unchanged", () => {
    expect(copyableCode("-x\n+y", "js")).toBe("-x\n+y");
  });
});

describe("findHashRedirect", () => {
  const redirects = [
    { from: "/configuration/other-options/#cache", to: "/configuration/cache/" },
    { from: "/get-started/", to: "/guides/getting-started/" },
  ];

  it("follows a moved section by path and anchor, with or without the trailing slash", () => {
    expect(findHashRedirect(redirects, "/configuration/other-options/", "#cache")).toBe("/configuration/cache/");
    expect(findHashRedirect(redirects, "/configuration/other-options", "#cache")).toBe("/configuration/cache/");
  });

  it("leaves other anchors and plain path redirects alone", () => {
    expect(findHashRedirect(redirects, "/configuration/other-options/", "#amd")).toBeNull();
    expect(findHashRedirect(redirects, "/get-started/", "")).toBeNull();
  });
});

describe("small helpers", () => {
  it("titles pages as '{title} | webpack' and the home page as 'webpack'", () => {
    expect(pageTitle("Output")).toBe("Output | webpack");
    expect(pageTitle(null)).toBe("webpack");
  });

  it("asks GitHub for avatars at size 90", () => {
    expect(avatarUrl("sokra")).toBe("https://github.com/sokra.png?size=90");
  });
});
