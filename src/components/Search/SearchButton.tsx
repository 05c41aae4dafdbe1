/**
 * The header's search button, and the shortcuts that open search anywhere: Ctrl+K or Cmd+K, and
 * "/" when the reader is not typing somewhere. The dialog itself is a separate chunk, fetched on
 * first use (or when the pointer rests on the button, to hide the fetch).
 */
import React, { useCallback, useEffect, useRef, useState } from "react";
import type { SearchDialogProps } from "./SearchDialog";
import * as styles from "./SearchButton.module.css";

type DialogComponent = React.ComponentType<SearchDialogProps>;

let dialogModule: Promise<DialogComponent> | null = null;
const loadDialog = (): Promise<DialogComponent> => {
  dialogModule ??= import(/* webpackChunkName: "search-dialog" */ "./SearchDialog").then(
    (module) => module.default,
    (error: unknown) => {
      // Let the next attempt fetch the chunk again (it may have failed offline).
      dialogModule = null;
      throw error;
    },
  );
  return dialogModule;
};

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

export function isSearchShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target">): boolean {
  if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey) return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}

export function SearchButton(): React.ReactElement {
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const open = useCallback(() => {
    setFailed(false);
    loadDialog().then(
      (component) => {
        setDialog(() => component);
        setOpen(true);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      // Behind a modal (the phone drawer makes the rest of the page inert) the shortcut does
      // nothing, as the button cannot be reached: the dialog would open inert.
      if (!isSearchShortcut(event) || buttonRef.current?.closest("[inert]")) return;
      event.preventDefault();
      open();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={open}
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
      >
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M11 11l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.shortcut}>/</kbd>
      </button>
      {failed ? (
        <span role="alert" className={styles.failed}>
          Search could not load.{" "}
          <button type="button" className={styles.retry} onClick={open}>
            Retry
          </button>
        </span>
      ) : null}
      {Dialog && isOpen ? <Dialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
