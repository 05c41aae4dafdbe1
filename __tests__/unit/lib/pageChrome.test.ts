import { dismissNotification, isNotificationDismissed, showConnectionStatus, OFFLINE_MESSAGE } from "../../../src/lib/pageChrome";
import { applyInitialState } from "../../../src/lib/theme";
import { NOTIFICATION_DISMISSAL_VALUE, NOTIFICATION_STORAGE_KEY, THEME_STORAGE_KEY } from "../../../src/constants";

describe("the notification bar", () => {
  beforeEach(() => {
    // The head script also reads the system theme; jsdom has no media queries.
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
    window.localStorage.clear();
    document.documentElement.removeAttribute("data-notification");
  });

  it("stays hidden once dismissed, across page loads, because the dismissal is stored", () => {
    expect(isNotificationDismissed(window.localStorage)).toBe(false);
    dismissNotification(document.documentElement, window.localStorage);
    expect(document.documentElement.dataset.notification).toBe("dismissed");
    expect(window.localStorage.getItem(NOTIFICATION_STORAGE_KEY)).toBe(String(NOTIFICATION_DISMISSAL_VALUE));
    // The next page load: the head script hides the bar before the first paint.
    document.documentElement.removeAttribute("data-notification");
    applyInitialState(THEME_STORAGE_KEY, NOTIFICATION_STORAGE_KEY, String(NOTIFICATION_DISMISSAL_VALUE));
    expect(document.documentElement.dataset.notification).toBe("dismissed");
  });

  it("shows a new message to readers who dismissed an older one", () => {
    window.localStorage.setItem(NOTIFICATION_STORAGE_KEY, String(NOTIFICATION_DISMISSAL_VALUE - 1));
    expect(isNotificationDismissed(window.localStorage)).toBe(false);
    applyInitialState(THEME_STORAGE_KEY, NOTIFICATION_STORAGE_KEY, String(NOTIFICATION_DISMISSAL_VALUE));
    expect(document.documentElement.dataset.notification).toBeUndefined();
  });

  it("still hides the bar for this page view when storage is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(isNotificationDismissed(blocked)).toBe(false);
    dismissNotification(document.documentElement, blocked);
    expect(document.documentElement.dataset.notification).toBe("dismissed");
  });
});

describe("the offline status line", () => {
  it("says pages come from the offline copy while offline, and empties when back online", () => {
    const status = document.createElement("p");
    showConnectionStatus(status, false);
    expect(status.textContent).toBe(OFFLINE_MESSAGE);
    showConnectionStatus(status, true);
    expect(status.textContent).toBe("");
  });
});
