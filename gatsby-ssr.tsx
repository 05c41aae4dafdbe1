import React from "react";
import type { GatsbySSR } from "gatsby";
import { initialStateScript } from "./src/lib/theme";
import notification from "webpack-docs-notification";
import { CHAT_TOGGLE_ID, OFFLINE_STATUS_ID } from "./src/lib/pageChrome";
import { ContentErrorBoundary } from "./src/components/ContentErrorBoundary/ContentErrorBoundary";
import { pageTitle } from "./src/lib/pageTitle";
import "./src/styles/tokens.css";
import "./src/styles/global.css";
import "./src/styles/prism.css";
import "./src/styles/print.css";
import "./src/styles/chrome.css";

const ChatIcon = (): React.ReactElement => (
  <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
    <path d="M4 4h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);

/**
 * Parts of every page that live outside React (src/lib/pageChrome.ts gives them behaviour): they
 * are plain HTML in every page, need no hydration, and stay put across client-side navigation.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // Runs before the first paint: no flash of the light theme, nor of a dismissed notification.
  setHeadComponents([<script key="initial-state" dangerouslySetInnerHTML={{ __html: initialStateScript }} />]);
  setPreBodyComponents([
    notification ? (
      <div key="notification" id="notification-bar" className="notification-bar no-print" role="region" aria-label="Announcement">
        <div className="notification-bar__text" dangerouslySetInnerHTML={{ __html: notification }} />
        <button type="button" className="notification-bar__dismiss" data-dismiss-notification aria-label="Dismiss this announcement">
          ×
        </button>
      </div>
    ) : null,
    <p key="offline-status" id={OFFLINE_STATUS_ID} className="offline-status no-print" role="status" />,
  ]);
  setPostBodyComponents([
    <div key="chat" className="chat no-print">
      <button type="button" id={CHAT_TOGGLE_ID} className="chat-toggle" aria-expanded="false" aria-label="Talk to the community">
        <ChatIcon />
      </button>
    </div>,
  ]);
};

const elementsOf = (components: React.ReactNode[]): React.ReactElement[] =>
  components.flat(Infinity as 1).filter((component): component is React.ReactElement => React.isValidElement(component));

/**
 * Every HTML file must be valid HTML (the checker runs over all of them in npm test):
 * - pages that render nothing of their own (/app-shell/, gatsby-plugin-offline's fallback shell)
 *   set no title, and <head> needs one;
 * - the offline plugin's fallback shell writes its refresh as "0;url=...", which the HTML standard
 *   does not allow ("0; url=..." is the valid spelling, read the same way by browsers).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = elementsOf(getHeadComponents() as React.ReactNode[]).map((component) => {
    if (component.key !== "disable-offline-shell") return component;
    const meta = component.props.children as React.ReactElement<{ content: string }>;
    return React.cloneElement(component, {}, React.cloneElement(meta, { content: meta.props.content.replace(/^(\d+);(?=\S)/, "$1; ") }));
  });
  const hasTitle = head.some((component) => component.type === "title");
  replaceHeadComponents(hasTitle ? head : [<title key="default-title">{pageTitle(null)}</title>, ...head]);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <ContentErrorBoundary>{element}</ContentErrorBoundary>;
