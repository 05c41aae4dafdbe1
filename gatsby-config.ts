import type { GatsbyConfig } from "gatsby";
import { OFFLINE_SEARCH_INDEX_FILE, PRINTABLE_SEGMENT, SEARCH_INDEX_DIRECTORY, SEARCH_VOCABULARY_FILE, SITE_NAME, SITE_URL } from "./src/constants";
import { staticSiteAdapter } from "./src/node/staticSiteAdapter";
import { CONTENT_ROOT } from "./src/node/contentRoot";

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
    // Build-time queries live in src/node/, not in gatsby-node.ts itself. The files are named one
    // by one: develop parses every file listed here after every edit, and a glob over src/node/
    // made that 30 files (a unit test fails when a file with a query is missing here).
    documentSearchPaths: [
      "./gatsby-node.ts",
      "./src/node/createPages.ts",
      "./src/node/renderedPages.ts",
      "./src/node/postBuild.ts",
      "./src/node/search/buildSearch.ts",
    ],
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
            // No inline SVG per heading: global.css draws the icon (.heading-anchor).
            options: { className: "heading-anchor", isIconAfterHeader: true, icon: false, elements: ["h2", "h3", "h4"] },
          },
          {
            resolve: "gatsby-remark-prismjs",
            options: { noInlineHighlight: true, aliases: { sh: "bash", shell: "bash", md: "markdown", yml: "yaml", coffee: "coffeescript" } },
          },
          // Ours, after Prism: code blocks that scroll sideways can be reached by keyboard.
          "gatsby-remark-focusable-code",
          // Ours, after Prism: drops the spans of tokens that prism.css does not colour.
          "gatsby-remark-lean-tokens",
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
        // Read relative to the project root, where every build runs. Not an absolute path: Gatsby
        // copies plugin options into the browser bundle, which would then carry (and change with)
        // the directory of each checkout.
        appendScript: "src/sw/offlineFallback.js",
        workboxConfig: {
          // Chunks and the app shell are precached. Page data and the search index are not: they
          // must come fresh from the network whenever there is one, so a reader sees a new deploy
          // on the next navigation. Offline, src/sw/offlineFallback.js answers from the copy of
          // them that belongs to the running build.
          // (Every pattern must match a file: one that matches none empties the whole list.)
          globPatterns: [
            // Gatsby writes its chunks at the top level; workbox-v*/ holds the service worker's own files.
            "*.js",
            "*.css",
            "offline-plugin-app-shell-fallback/index.html",
            "content-index.json",
            "manifest.webmanifest",
          ],
          // The plugin's defaults, except page data and the search index: always from the network,
          // never from a runtime cache. A runtime cache outlives deploys, and answered offline
          // readers with the text of whichever build had stored it, even after the new build's
          // worker took over. Offline, the running build's copy answers (src/sw/offlineFallback.js).
          runtimeCaching: [
            {
              urlPattern: new RegExp(
                `/(${SEARCH_INDEX_DIRECTORY}/|(${[SEARCH_VOCABULARY_FILE, OFFLINE_SEARCH_INDEX_FILE].map((file) => file.replace(".", "\\.")).join("|")})$)`,
              ),
              handler: "NetworkOnly",
            },
            { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: "NetworkOnly" },
            { urlPattern: /\/__cypress\//, handler: "NetworkOnly" },
            { urlPattern: /(\.js$|\.css$|static\/)/, handler: "CacheFirst" },
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
