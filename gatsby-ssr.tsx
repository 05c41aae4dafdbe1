import React from "react";
import type { GatsbySSR } from "gatsby";
import { initialThemeScript } from "./src/lib/theme";
import { ContentErrorBoundary } from "./src/components/ContentErrorBoundary/ContentErrorBoundary";
import "./src/styles/tokens.css";
import "./src/styles/global.css";
import "./src/styles/prism.css";
import "./src/styles/print.css";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // Runs before the first paint so a dark-theme reader never sees a flash of the light theme.
  setHeadComponents([<script key="initial-theme" dangerouslySetInnerHTML={{ __html: initialThemeScript }} />]);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <ContentErrorBoundary>{element}</ContentErrorBoundary>;
