import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { PRINTABLE_SEGMENT, SEARCH_INDEX_DIRECTORY, SEARCH_VOCABULARY_FILE, SITE_NAME, SITE_URL } from "./src/constants";
import { staticSiteAdapter } from "./src/node/staticSiteAdapter";
import { CONTENT_ROOT } from "./src/node/contentRoot";

/** How long a page-data request may wait for the network before the offline copy answers. */
const PAGE_DATA_NETWORK_TIMEOUT_SECONDS = 3;

/** Pages that are not content: kept out of the sitemap. */
const NOT_IN_SITEMAP = [`/${PRINTABLE_SEGMENT}/`, `/**/${PRINTABLE_SEGMENT}/`, "/app-shell/", "/404/", "/404.html", "/offline-plugin-app-shell-fallback/"];

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE_NAME,
    siteUrl: SITE_URL,
    description: "webpack is a module bundler for modern JavaScript applications. These are its documentation pages for version 5.",
  },
  trailingSlash: "always",
  // Without an adapter every build asks two remote hosts for an adapter list; the site is static.
  adapter: staticSiteAdapter(),
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    // Build-time queries live in src/node/, not in gatsby-node.ts itself.
    documentSearchPaths: ["./gatsby-node.ts", "./src/node/**/*.ts"],
  },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      // content/data/ holds site data (navigation, sponsors, the notification's text ...), not pages.
      options: { name: "content", path: CONTENT_ROOT, ignore: [`${CONTENT_ROOT}/data/**`] },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          // Ours: asides, code block titles and flags, copy buttons. Must run before Prism.
          "gatsby-remark-webpack-docs",
          {
            resolve: "gatsby-remark-autolink-headers",
            options: { className: "heading-anchor", isIconAfterHeader: true, elements: ["h2", "h3", "h4"] },
          },
          {
            resolve: "gatsby-remark-prismjs",
            options: { noInlineHighlight: true, aliases: { sh: "bash", shell: "bash", md: "markdown", yml: "yaml", coffee: "coffeescript" } },
          },
          // Ours, after Prism: code blocks that scroll sideways can be reached by keyboard.
          "gatsby-remark-focusable-code",
        ],
      },
    },
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: NOT_IN_SITEMAP },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "webpack documentation",
        short_name: "webpack",
        start_url: "/",
        background_color: "#ffffff",
        theme_color: "#1d78c1",
        display: "minimal-ui",
        icon: "static/icon.svg",
        // The theme colour is set by our own head tags, which know about dark mode.
        theme_color_in_head: false,
        cache_busting_mode: "none",
      },
    },
    {
      // Must come after the manifest plugin so the manifest is precached.
      resolve: "gatsby-plugin-offline",
      options: {
        // Relative to the project root: Gatsby compiles this file elsewhere, so require.resolve is unavailable.
        appendScript: path.resolve("src/sw/offlineFallback.js"),
        workboxConfig: {
          // Chunks and the app shell are precached. Page data and the search index are not: they
          // must come fresh from the network whenever there is one, so a reader sees a new deploy
          // on the next navigation. src/sw/offlineFallback.js keeps a copy of them for offline use.
          // (Every pattern must match a file: one that matches none empties the whole list.)
          globPatterns: [
            // Gatsby writes its chunks at the top level; workbox-v*/ holds the service worker's own files.
            "*.js",
            "*.css",
            "offline-plugin-app-shell-fallback/index.html",
            "content-index.json",
            "manifest.webmanifest",
          ],
          // The plugin's defaults, except page data: network first, with a short timeout so a
          // reader on a weak connection falls back to the copy quickly.
          runtimeCaching: [
            // The search index and its vocabulary: always from the network, so a new deploy's
            // index is never mixed with an old one; offline, the copy answers (src/sw/offlineFallback.js).
            { urlPattern: new RegExp(`/(${SEARCH_INDEX_DIRECTORY}/|${SEARCH_VOCABULARY_FILE.replace(".", "\\.")}$)`), handler: "NetworkOnly" },
            { urlPattern: /\/__cypress\//, handler: "NetworkOnly" },
            { urlPattern: /(\.js$|\.css$|static\/)/, handler: "CacheFirst" },
            { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: "NetworkFirst", options: { networkTimeoutSeconds: PAGE_DATA_NETWORK_TIMEOUT_SECONDS } },
            { urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|js|woff|woff2|json|css)$/, handler: "StaleWhileRevalidate" },
            { urlPattern: /^https?:\/\/fonts\.googleapis\.com\/css/, handler: "StaleWhileRevalidate" },
          ],
          maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
        },
      },
    },
  ],
};

export default config;
