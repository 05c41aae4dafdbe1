import React from "react";
import type { GatsbySSR } from "gatsby";
import { initialStateScript } from "./src/lib/theme";
import notification from "webpack-docs-notification";
import { CHAT_TOGGLE_ID, OFFLINE_STATUS_ID } from "./src/lib/pageChrome";
import { ContentErrorBoundary } from "./src/components/ContentErrorBoundary/ContentErrorBoundary";
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

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <ContentErrorBoundary>{element}</ContentErrorBoundary>;
