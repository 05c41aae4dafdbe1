import React, { useCallback, useEffect, useRef, useState } from "react";
import { SiteHeader } from "../SiteHeader/SiteHeader";
import { SiteFooter } from "../SiteFooter/SiteFooter";
import { Sidebar } from "../Sidebar/Sidebar";
import type { SidebarContext, SidebarSection } from "../../lib/sidebar";
import { swipeAction, type Point } from "../../lib/swipe";
import { inertOthers } from "../../lib/inertOthers";
import { MOBILE_BREAKPOINT_PX } from "../../constants";
import * as styles from "./DocLayout.module.css";

const SIDEBAR_ID = "docs-sidebar";
const DRAWER_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** The sidebar is a drawer only on narrow screens; wider ones always show it in the page. */
const isDrawerLayout = (): boolean => typeof window !== "undefined" && window.matchMedia(DRAWER_MEDIA_QUERY).matches;

/**
 * The phone drawer, as the common modal-drawer pattern has it: the toggle, a close button,
 * Escape, a tap on the backdrop and horizontal swipes open or close it; while it is open the
 * page behind is inert and focus is inside; closing it returns focus to the toggle.
 */
function useDrawer(drawerRef: React.RefObject<HTMLElement>, toggleRef: React.RefObject<HTMLElement>, closeRef: React.RefObject<HTMLElement>) {
  const [isOpen, setOpenState] = useState(false);
  const setOpen = useCallback((open: boolean) => setOpenState(open && isDrawerLayout()), []);

  useEffect(() => {
    let start: Point | null = null;
    const onTouchStart = (event: TouchEvent): void => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchEnd = (event: TouchEvent): void => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const action = swipeAction(start, { x: touch.clientX, y: touch.clientY }, isOpen);
      start = null;
      if (action) setOpen(action === "open");
    };
    document.addEventListener("touchstart", onTouchStart, { passive: true });
    document.addEventListener("touchend", onTouchEnd, { passive: true });
    return () => {
      document.removeEventListener("touchstart", onTouchStart);
      document.removeEventListener("touchend", onTouchEnd);
    };
  }, [isOpen, setOpen]);

  useEffect(() => {
    const drawer = drawerRef.current;
    const toggle = toggleRef.current;
    if (!isOpen || !drawer) return;
    const restore = inertOthers(drawer);
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === "Escape") setOpen(false);
    };
    // The layout can widen while the drawer is open (a phone turned sideways): the sidebar is then
    // part of the page again, and nothing may stay inert.
    const media = window.matchMedia(DRAWER_MEDIA_QUERY);
    const onMediaChange = (): void => {
      if (!media.matches) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    media.addEventListener("change", onMediaChange);
    return () => {
      restore();
      document.removeEventListener("keydown", onKeyDown);
      media.removeEventListener("change", onMediaChange);
      // Focus goes back where it came from, unless the reader has moved on (a link in the drawer).
      const focused = document.activeElement;
      if (!focused || focused === document.body || drawer.contains(focused)) toggle?.focus();
    };
  }, [isOpen, setOpen, drawerRef, toggleRef, closeRef]);

  return [isOpen, setOpen] as const;
}

export interface DocLayoutProps {
  pathname: string;
  sidebar: SidebarContext;
  /** The page's level-2 headings, listed under its link in the sidebar. */
  sections: readonly SidebarSection[];
  toc?: React.ReactNode;
  children: React.ReactNode;
}

export function DocLayout({ pathname, sidebar, sections, toc, children }: DocLayoutProps): React.ReactElement {
  const drawerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useDrawer(drawerRef, toggleRef, closeRef);
  // A new page closes the mobile sidebar.
  useEffect(() => setOpen(false), [pathname, setOpen]);
  const drawerLabel = `${sidebar.sectionTitle} pages`;
  return (
    <>
      <SiteHeader pathname={pathname} />
      <button
        ref={toggleRef}
        type="button"
        className={`${styles.toggle} no-print`}
        aria-controls={SIDEBAR_ID}
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
      >
        {drawerLabel}
      </button>
      <div className={styles.layout}>
        <div
          ref={drawerRef}
          className={`${styles.drawer} no-print`}
          data-open={isOpen}
          role={isOpen ? "dialog" : undefined}
          aria-modal={isOpen ? true : undefined}
          aria-label={isOpen ? drawerLabel : undefined}
        >
          <div className={styles.backdrop} data-testid="drawer-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
          <div className={styles.sidebar}>
            <button ref={closeRef} type="button" className={styles.close} onClick={() => setOpen(false)}>
              <span aria-hidden="true">×</span> Close <span className="visually-hidden">{drawerLabel}</span>
            </button>
            <Sidebar id={SIDEBAR_ID} sidebar={sidebar} currentUrl={pathname} currentSections={sections} />
          </div>
        </div>
        <main id="main-content" className={styles.main}>
          {children}
        </main>
        {toc ? <div className={`${styles.toc} no-print`}>{toc}</div> : null}
      </div>
      <SiteFooter />
    </>
  );
}
