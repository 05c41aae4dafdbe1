/**
 * Behaviour of the parts of every page that live outside React (rendered by gatsby-ssr.tsx):
 * the notification bar, the offline status line and the chat button. Plain DOM code with one
 * listener each, so they cost almost nothing on first load and survive client-side navigation.
 */
import { NOTIFICATION_DISMISSAL_VALUE, NOTIFICATION_STORAGE_KEY } from "../constants";

export const OFFLINE_STATUS_ID = "offline-status";
export const CHAT_TOGGLE_ID = "chat-toggle";
export const CHAT_PANEL_ID = "chat-panel";
export const OFFLINE_MESSAGE = "You are offline. Pages are served from the copy saved on this device.";

/** Whether the reader dismissed the current message (an older dismissal does not count). */
export function isNotificationDismissed(storage: Pick<Storage, "getItem"> | null): boolean {
  try {
    return storage?.getItem(NOTIFICATION_STORAGE_KEY) === String(NOTIFICATION_DISMISSAL_VALUE);
  } catch {
    return false;
  }
}

export function dismissNotification(root: HTMLElement, storage: Pick<Storage, "setItem"> | null): void {
  root.setAttribute("data-notification", "dismissed");
  try {
    storage?.setItem(NOTIFICATION_STORAGE_KEY, String(NOTIFICATION_DISMISSAL_VALUE));
  } catch {
    // Blocked storage: the bar stays hidden for this page view.
  }
}

/** The status line stays in the page, empty while online, so screen readers announce the change. */
export function showConnectionStatus(status: HTMLElement, isOnline: boolean): void {
  status.textContent = isOnline ? "" : OFFLINE_MESSAGE;
}

type ChatPanel = { toggle(open?: boolean): void };

function installChatToggle(button: HTMLButtonElement): void {
  let panel: Promise<ChatPanel> | null = null;
  button.addEventListener("click", () => {
    if (!panel) {
      button.setAttribute("aria-busy", "true");
      panel = import(/* webpackChunkName: "chat-widget" */ "../chat/chatPanel").then(
        ({ createChatPanel }) => createChatPanel(button),
        (error: unknown) => {
          // A failed download (offline, new deploy) is retried on the next click.
          panel = null;
          throw error;
        },
      );
      panel
        .then((created) => created.toggle(true))
        .catch(() => showChatFailure(button))
        .finally(() => button.removeAttribute("aria-busy"));
      return;
    }
    void panel.then((created) => created.toggle());
  });
}

function showChatFailure(button: HTMLButtonElement): void {
  let message = document.getElementById(`${CHAT_PANEL_ID}-failed`);
  if (!message) {
    message = document.createElement("p");
    message.id = `${CHAT_PANEL_ID}-failed`;
    message.className = "chat-failed";
    message.setAttribute("role", "alert");
    button.after(message);
  }
  message.textContent = "The community links could not load. Press the chat button to try again.";
}

export function installPageChrome(doc: Document = document, storage: Storage | null = safeLocalStorage()): void {
  doc.addEventListener("click", (event) => {
    if ((event.target as Element | null)?.closest?.("[data-dismiss-notification]")) dismissNotification(doc.documentElement, storage);
  });
  const status = doc.getElementById(OFFLINE_STATUS_ID);
  if (status) {
    showConnectionStatus(status, navigator.onLine);
    window.addEventListener("online", () => showConnectionStatus(status, true));
    window.addEventListener("offline", () => showConnectionStatus(status, false));
  }
  const chat = doc.getElementById(CHAT_TOGGLE_ID);
  if (chat instanceof HTMLButtonElement) installChatToggle(chat);
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
