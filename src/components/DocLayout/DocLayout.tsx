import React, { useEffect, useRef, useState } from "react";
import { SiteHeader } from "../SiteHeader/SiteHeader";
import { SiteFooter } from "../SiteFooter/SiteFooter";
import { Sidebar } from "../Sidebar/Sidebar";
import type { SidebarContext } from "../../lib/sidebar";
import { swipeAction, type Point } from "../../lib/swipe";
import * as styles from "./DocLayout.module.css";

const SIDEBAR_ID = "docs-sidebar";

/** Mobile sidebar: toggle button, horizontal swipes, and a click outside closes it. */
function useMobileSidebar(sidebarRef: React.RefObject<HTMLElement>, toggleRef: React.RefObject<HTMLElement>) {
  const [isOpen, setOpen] = useState(false);
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
    const onClick = (event: MouseEvent): void => {
      const target = event.target as Node;
      if (!isOpen || sidebarRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener("touchstart", onTouchStart, { passive: true });
    document.addEventListener("touchend", onTouchEnd, { passive: true });
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("touchstart", onTouchStart);
      document.removeEventListener("touchend", onTouchEnd);
      document.removeEventListener("click", onClick);
    };
  }, [isOpen, sidebarRef, toggleRef]);
  return [isOpen, setOpen] as const;
}

export interface DocLayoutProps {
  pathname: string;
  sidebar: SidebarContext;
  toc?: React.ReactNode;
  children: React.ReactNode;
}

export function DocLayout({ pathname, sidebar, toc, children }: DocLayoutProps): React.ReactElement {
  const sidebarRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useMobileSidebar(sidebarRef, toggleRef);
  // A new page closes the mobile sidebar.
  useEffect(() => setOpen(false), [pathname, setOpen]);
  return (
    <>
      <SiteHeader pathname={pathname} />
      <button
        ref={toggleRef}
        type="button"
        className={`${styles.toggle} no-print`}
        aria-controls={SIDEBAR_ID}
        aria-expanded={isOpen}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? `Close ${sidebar.sectionTitle} pages` : `${sidebar.sectionTitle} pages`}
      </button>
      <div className={styles.layout}>
        <div ref={sidebarRef} className={`${styles.sidebar} no-print`} data-open={isOpen}>
          <Sidebar id={SIDEBAR_ID} sidebar={sidebar} currentUrl={pathname} />
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
