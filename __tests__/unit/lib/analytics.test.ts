import { readerAllowsTracking, startAnalytics, trackPageView } from "../../../src/lib/analytics";

describe("page-view analytics", () => {
  afterEach(() => {
    document.head.querySelectorAll("script").forEach((script) => script.remove());
  });

  it("respects Do Not Track and Global Privacy Control", () => {
    expect(readerAllowsTracking({})).toBe(true);
    expect(readerAllowsTracking({ doNotTrack: "1" })).toBe(false);
    expect(readerAllowsTracking({ doNotTrack: "yes" })).toBe(false);
    expect(readerAllowsTracking({ doNotTrack: "0" })).toBe(true);
    expect(readerAllowsTracking({}, { doNotTrack: "1" })).toBe(false);
    expect(readerAllowsTracking({ globalPrivacyControl: true })).toBe(false);
  });

  it("loads the tracker only after the page has loaded and is idle, with the configured property", () => {
    jest.useFakeTimers();
    const win = window as Window & { dataLayer?: unknown[] };
    startAnalytics({ propertyId: "UA-46921629-2", scriptUrl: "https://www.googletagmanager.com/gtag/js" }, win);
    // jsdom's document is complete already; the tracker still waits for an idle moment.
    expect(document.head.querySelector("script")).toBeNull();
    jest.runAllTimers();
    const script = document.head.querySelector<HTMLScriptElement>("script");
    expect(script?.src).toBe("https://www.googletagmanager.com/gtag/js?id=UA-46921629-2");
    expect(script?.async).toBe(true);
    expect(win.dataLayer?.[1]).toEqual(["config", "UA-46921629-2", { anonymize_ip: true }]);
    trackPageView("/guides/");
    expect(win.dataLayer?.at(-1)).toEqual(["event", "page_view", { page_path: "/guides/" }]);
    // Blocked or offline: the script is removed quietly.
    script?.dispatchEvent(new Event("error"));
    expect(document.head.querySelector("script")).toBeNull();
    jest.useRealTimers();
  });

  it("does nothing without a property id", () => {
    jest.useFakeTimers();
    startAnalytics({ propertyId: null, scriptUrl: "https://www.googletagmanager.com/gtag/js" });
    jest.runAllTimers();
    expect(document.head.querySelector("script")).toBeNull();
    jest.useRealTimers();
  });
});
