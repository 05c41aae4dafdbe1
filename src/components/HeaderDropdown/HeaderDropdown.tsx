/**
 * A small menu of links in the header: it opens on hover or click, the arrow keys, Home and End
 * move through it, and Escape or moving focus elsewhere closes it. Built as a disclosure (a
 * button that shows a list of links), which screen readers announce plainly.
 */
import React, { useId, useRef, useState } from "react";
import { PageLink } from "../PageLink/PageLink";
import { menuKey, openingKey } from "../../lib/menuKeys";
import * as styles from "./HeaderDropdown.module.css";

export interface DropdownItem {
  title: string;
  url: string;
  /** Language of the linked page, for links to the translations. */
  lang?: string;
  isCurrent?: boolean;
}

export interface HeaderDropdownProps {
  /** What the button shows; `label` is its accessible name when that is only an icon. */
  children: React.ReactNode;
  label: string;
  items: readonly DropdownItem[];
  align?: "start" | "end";
}

export function HeaderDropdown({ children, label, items, align = "start" }: HeaderDropdownProps): React.ReactElement {
  const [isOpen, setOpen] = useState(false);
  // A click right after the pointer opened the menu by hovering keeps it open rather than closing it.
  const openedByHover = useRef(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const links = (): HTMLAnchorElement[] => [...(wrapperRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];

  const openAndFocus = (index: number): void => {
    setOpen(true);
    // The list renders on the next frame.
    requestAnimationFrame(() => links()[index]?.focus());
  };

  return (
    <div
      ref={wrapperRef}
      className={styles.dropdown}
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse" || isOpen) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse" || wrapperRef.current?.contains(document.activeElement)) return;
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => {
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen((open) => keepOpen || !open);
        }}
        onKeyDown={(event) => {
          const index = openingKey(event.key, items.length);
          if (index === null) return;
          event.preventDefault();
          openAndFocus(index);
        }}
      >
        {children}
      </button>
      <ul
        id={listId}
        className={`${styles.list} ${align === "end" ? styles.alignEnd : ""}`}
        hidden={!isOpen}
        onKeyDown={(event) => {
          const current = links().indexOf(document.activeElement as HTMLAnchorElement);
          const move = menuKey(event.key, current, items.length);
          if (!move) return;
          event.preventDefault();
          if ("close" in move) {
            setOpen(false);
            buttonRef.current?.focus();
          } else {
            links()[move.focus]?.focus();
          }
        }}
      >
        {items.map((item) => (
          <li key={item.url}>
            {item.url.startsWith("/") ? (
              <PageLink to={item.url} className={styles.item} aria-current={item.isCurrent ? "page" : undefined} onClick={() => setOpen(false)}>
                {item.title}
              </PageLink>
            ) : (
              <a href={item.url} className={styles.item} lang={item.lang} hrefLang={item.lang} aria-current={item.isCurrent ? "page" : undefined}>
                {item.title}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
