/**
 * Every number and string the product specification fixes, defined once.
 * Units are part of the names so a reader never has to guess them.
 */

export const SITE_NAME = "webpack";
export const SITE_URL = "https://webpack.js.org";
export const TITLE_SEPARATOR = " | ";
export const PRINTABLE_TITLE = "Combined printable page";

/** The documentation version this site describes, and where the previous one lives. */
export const DOCS_VERSION = 5;
export const DOCS_VERSIONS = [
  { version: 5, url: null },
  { version: 4, url: "https://v4.webpack.js.org" },
] as const;

/** Where maintainers edit the content; "Edit this page" links are built from these. */
export const CONTENT_REPOSITORY_URL = "https://github.com/webpack/webpack.js.org";
export const CONTENT_REPOSITORY_BRANCH = "main";
export const CONTENT_DIRECTORY = "content";

/** Sections that have a combined printable page at /{section}/printable/ (plus /printable/ for the top level). */
export const PRINTABLE_SECTIONS = ["api", "concepts", "configuration", "contribute", "guides", "loaders", "migrate", "plugins"] as const;
export const PRINTABLE_SEGMENT = "printable";
/** The query parameter with which "Print section" opens a printable page: it opens the print dialog too. */
export const PRINTABLE_PRINT_PARAMETER = "print";

/** Sort order of index pages; other pages are numbered from 1. */
export const INDEX_PAGE_SORT = -1;

/** Mobile sidebar behaviour. */
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_SWIPE_THRESHOLD_PX = 20;
export const SIDEBAR_OPENER_DRAG_LIMIT_PX = 295;
export const SIDEBAR_SWIPE_SLOPE_LIMIT = 0.8;

/** Contributor avatars come from the code host at this size. */
export const AVATAR_SIZE_PX = 90;

/** localStorage key of the reader's theme choice. */
export const THEME_STORAGE_KEY = "theme";

/** Texts of the error catalogue. */
export const NOT_FOUND_TITLE = "Page Not Found";
export const NOT_FOUND_TEXT = "Oops! The page you are looking for has been removed or relocated.";
export const NOT_FOUND_BUTTON = "Go to Homepage";
export const CONTENT_ERROR_TEXT = "Error loading content.";

/** Search: where the build writes the local index and vocabulary, and how results behave. */
export const SEARCH_INDEX_DIRECTORY = "pagefind";
export const SEARCH_VOCABULARY_FILE = "search-vocabulary.json";
/** The compact index the offline copy holds instead of Pagefind's (src/node/search/offlineIndex.ts). */
export const OFFLINE_SEARCH_INDEX_FILE = "search-offline.json";
/** Where the build writes the offline copy's bundles (src/node/offlineCopy.ts). */
export const OFFLINE_COPY_DIRECTORY = "offline-copy";
/** Algolia answers slower than this are abandoned for the local index. */
export const SEARCH_REMOTE_TIMEOUT_MS = 1000;
export const SEARCH_RESULTS_LIMIT = 8;

/** Machine-readable documentation for tools: the page list, and each page's markdown beside it. */
export const LLMS_TEXT_FILE = "llms.txt";
export const MARKDOWN_SOURCE_FILE = "index.md";

/** The blog's Atom feed, announced in the head of every blog page. */
export const BLOG_FEED_PATH = "/blog/feed.xml";
export const BLOG_TITLE = "The webpack blog";

/** The notification bar: dismissing it stores this value; bump it to show a new message to everyone. */
export const NOTIFICATION_STORAGE_KEY = "notification-dismissed";
export const NOTIFICATION_DISMISSAL_VALUE = 3;

/** Home page splash: the rotating last word of the heading, and the cube beside it. */
export const SPLASH_WORDS = ["assets", "scripts", "images", "styles"] as const;
export const ROTATING_TEXT_DELAY_MS = 5000;
export const ROTATING_TEXT_REPEAT_DELAY_MS = 3000;
export const CUBE_DEPTH_PX = 30;
export const CUBE_REPEAT_DELAY_MS = 1000;
export const HOME_CUBE_DEPTH_PX = 120;
export const HOME_CUBE_REPEAT_DELAY_MS = 5000;

/** Sponsors on the home page: ranks by amount in US dollars, per total and per average month over the last year. */
export const SPONSOR_RANK_MINIMUMS_USD = {
  total: { platinum: 50000, gold: 10000, silver: 2000, bronze: 200 },
  monthly: { platinum: 1000, gold: 500, silver: 100, bronze: 10 },
} as const;
/** A first donation this recent (before the data was fetched) puts a supporter among the latest. */
export const LATEST_SPONSOR_WINDOW_DAYS = 28;
/** How likely the sponsors section starts with monthly amounts rather than totals. */
export const MONTHLY_SPONSORS_PROBABILITY = 0.33;
export const SPONSOR_LINKS = {
  sponsor: "https://opencollective.com/webpack#sponsor",
  backer: "https://opencollective.com/webpack#backer",
} as const;
