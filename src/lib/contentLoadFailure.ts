/**
 * When Gatsby cannot load a page's data or code it throws outside React, and a page booted from
 * the offline app shell would stay blank. These helpers put the spec's calm message and a retry
 * in its place. Pages served as full HTML keep their server-rendered content instead.
 */
import { CONTENT_ERROR_TEXT } from "../constants";

const LOAD_FAILURE = /page resources for .* not found|ChunkLoadError|Loading (?:CSS )?chunk .* failed|Cannot find module/;

export function isContentLoadFailure(reason: unknown): boolean {
  if (reason instanceof Error) return LOAD_FAILURE.test(`${reason.name}: ${reason.message}`);
  return typeof reason === "string" && LOAD_FAILURE.test(reason);
}

/** Shows the error in `root` unless it already shows content. Returns whether it did. */
export function showContentLoadError(root: HTMLElement | null, retry: () => void): boolean {
  if (!root || root.textContent?.trim()) return false;
  const alert = document.createElement("div");
  alert.setAttribute("role", "alert");
  alert.className = "content-load-error";
  const message = document.createElement("p");
  message.textContent = CONTENT_ERROR_TEXT;
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = "Retry";
  button.addEventListener("click", retry);
  alert.append(message, button);
  root.replaceChildren(alert);
  return true;
}
