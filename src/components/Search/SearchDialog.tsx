/**
 * The search dialog: a modal <dialog> (the page behind it is inert, so focus stays inside) with a
 * combobox and a listbox of results, following the WAI-ARIA combobox pattern. Loaded only when a
 * reader first opens search, so no page pays for it up front.
 */
import React, { useCallback, useEffect, useId, useRef, useState } from "react";
import { navigate } from "gatsby";
import { isOrdinaryClick, PageLink } from "../PageLink/PageLink";
import { headerLinks } from "../../lib/navigation";
import type { SearchHit, SearchOutcome } from "../../lib/search/types";
import { excerptSegments } from "../../lib/search/excerpt";
import { createSiteSearch, type SiteSearch } from "./createSiteSearch";
import * as styles from "./SearchDialog.module.css";

/** The name of the performance measure taken around every search. */
export const SEARCH_MEASURE = "docs-search";

/** Read by `npm run bench` for query latency; timing must never stand in the way of results. */
function recordSearchTiming(start: number, query: string, provider: string): void {
  try {
    performance.measure(SEARCH_MEASURE, { start, detail: { query, provider } });
  } catch {
    // Browsers without User Timing Level 3 simply go unmeasured.
  }
}

/** Typing pauses shorter than this do not start a search; results still appear as you type. */
const TYPING_PAUSE_MS = 60;

type State =
  | { kind: "idle" }
  | { kind: "searching"; query: string; previous: SearchOutcome | null }
  | { kind: "results"; query: string; outcome: SearchOutcome; closest: SearchHit[] }
  | { kind: "failed"; query: string };

/** Where to go when nothing matches: the sections of the documentation. */
const SECTION_PAGES = headerLinks.flatMap((link) => (link.children.length > 0 ? link.children : [link]));

export interface SearchDialogProps {
  onClose(): void;
  siteSearch?: SiteSearch;
}

let defaultSiteSearch: SiteSearch | null = null;

function Excerpt({ text }: { text: string }): React.ReactElement {
  return (
    <>
      {excerptSegments(text).map((segment, index) =>
        segment.marked ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </>
  );
}

export default function SearchDialog({ onClose, siteSearch }: SearchDialogProps): React.ReactElement {
  const search = siteSearch ?? (defaultSiteSearch ??= createSiteSearch());
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const latestQuery = useRef("");
  const [query, setQuery] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const [active, setActive] = useState(0);
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number): string => `${id}-result-${index}`;

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    return () => opener?.focus();
  }, []);

  const run = useCallback(
    async (text: string) => {
      latestQuery.current = text;
      if (text.trim() === "") {
        setState({ kind: "idle" });
        return;
      }
      setState((current) => ({ kind: "searching", query: text, previous: current.kind === "results" ? current.outcome : null }));
      try {
        const started = performance.now();
        const outcome = await search.search(text);
        recordSearchTiming(started, text, outcome.provider);
        const closest = outcome.hits.length === 0 ? await search.closestPages(text).catch(() => []) : [];
        if (latestQuery.current !== text) return;
        setActive(0);
        setState({ kind: "results", query: text, outcome, closest });
      } catch {
        if (latestQuery.current === text) setState({ kind: "failed", query: text });
      }
    },
    [search],
  );

  useEffect(() => {
    const timer = setTimeout(() => void run(query), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, run]);

  const outcome = state.kind === "results" ? state.outcome : state.kind === "searching" ? state.previous : null;
  const hits = outcome?.hits ?? [];

  const open = (hit: SearchHit): void => {
    dialogRef.current?.close();
    onClose();
    void navigate(hit.url);
  };

  // A modal dialog makes the page inert, but Tab would still leave it for the browser's own
  // controls: wrap around inside instead.
  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>("input, button, a[href]")].filter((element) => !element.closest("[hidden]"));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = hits[active] ?? hits[0];
      if (!hit) return;
      // Ctrl/Cmd+Enter does what a modified click on the result does: a new tab, the dialog stays.
      if (event.ctrlKey || event.metaKey) window.open(hit.url, "_blank", "noopener");
      else open(hit);
    }
  };

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // optionId only depends on the stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const announcement =
    state.kind === "results"
      ? state.outcome.hits.length === 0
        ? `No results for ${state.query}.`
        : `${state.outcome.hits.length} result${state.outcome.hits.length === 1 ? "" : "s"}${state.outcome.correctedQuery ? ` for ${state.outcome.correctedQuery}` : ""}.`
      : state.kind === "failed"
        ? "Search is not available right now."
        : "";

  return (
    // The dialog closes itself on Escape; onClose keeps React in step.
    <dialog ref={dialogRef} className={styles.dialog} aria-label="Search the documentation" onClose={onClose} onKeyDown={keepFocusInside}>
      <div className={styles.bar}>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label="Search the documentation"
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search the documentation"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
          Close
        </button>
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {outcome?.correctedQuery ? (
        <p className={styles.note}>
          Showing results for <strong>{outcome.correctedQuery}</strong>
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Search results"
        className={styles.results}
        hidden={hits.length === 0}
        data-query={state.kind === "results" ? state.query : undefined}
      >
        {hits.map((hit, index) => (
          // The option is the link itself (an <a href> may take the option role), so a result can
          // open in a new tab, be copied or show where it goes on hover, and no interactive element
          // sits inside another. Focus stays in the combobox: the links are not Tab stops.
          <li key={hit.url} role="none" className={styles.result}>
            <a
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-url={hit.url}
              href={hit.url}
              tabIndex={-1}
              className={styles.resultLink}
              onMouseMove={() => setActive(index)}
              onClick={(event) => {
                if (!isOrdinaryClick(event)) return;
                event.preventDefault();
                open(hit);
              }}
            >
              <span className={styles.location}>
                {hit.section ? `${hit.section} › ` : ""}
                {hit.pageTitle}
              </span>
              {hit.heading && hit.heading !== hit.pageTitle ? <span className={styles.heading}>{[...hit.parents, hit.heading].join(" › ")}</span> : null}
              {hit.excerpt ? (
                <span className={styles.excerpt}>
                  <Excerpt text={hit.excerpt} />
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      {state.kind === "results" && hits.length === 0 ? (
        <div className={styles.empty}>
          <p>
            No results for <strong>{state.query}</strong>.
          </p>
          <p>{state.closest.length > 0 ? "The closest pages:" : "Try another word, or start from a section:"}</p>
          <ul className={styles.closest}>
            {(state.closest.length > 0 ? state.closest.map((hit) => ({ title: hit.pageTitle, url: hit.url })) : SECTION_PAGES).map((page) => (
              <li key={page.url}>
                <PageLink to={page.url} onClick={() => dialogRef.current?.close()}>
                  {page.title}
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.kind === "failed" ? (
        <div className={styles.empty}>
          <p>Search could not load. If you are offline, it works once this site has been opened online.</p>
          <button type="button" className={styles.retry} onClick={() => void run(query)}>
            Retry
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
