/**
 * Creates a page per markdown file and a printable page per section, after checking every link.
 * Sidebars and previous/next links travel in page context so that a page's own query stays
 * small: editing one file re-runs only the queries that read it.
 */
import path from "node:path";
import fs from "node:fs";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import type { GatsbyNode } from "gatsby";
import { groupPages, orderPages, findNeighbours, type OrderablePage } from "./ordering";
import { printableUrl } from "./contentPaths";
import { checkLinks } from "./links";
import { validateRedirects } from "./redirects";
import { formatProblems } from "./contentProblems";
import { PRINTABLE_SECTIONS } from "../constants";
import { CONTENT_ROOT, REDIRECTS_FILE } from "./contentRoot";
import { buildContentIndex, type ContentFileNode } from "./contentIndex";
import type { SidebarContext, SidebarLink } from "../lib/sidebar";
import { configurationOptions, type WebpackOptionsSchema } from "./configurationOptions";
import { highlightHome, readHome } from "./homePage";
import { renderedPages } from "./renderedPages";
import { CONFIGURATION_EXPLAINER_URL, cachedWebpackExportNames, explainerOptions } from "./configExplainer/explainerContext";

const PUBLIC_DIRECTORY = path.resolve("public");
const CONTENT_INDEX_FILE = "content-index.json";

const DOC_TEMPLATE = path.resolve("src/templates/DocPage/DocPage.tsx");
const OPTIONS_TEMPLATE = path.resolve("src/templates/ConfigurationOptions/ConfigurationOptions.tsx");
const BLOG_INDEX_TEMPLATE = path.resolve("src/templates/BlogIndex/BlogIndex.tsx");
const HOME_TEMPLATE = path.resolve("src/templates/HomePage/HomePage.tsx");
const HOME_URL = "/";
const BLOG_SECTION = "blog";
const PRINTABLE_TEMPLATE = path.resolve("src/templates/PrintablePage/PrintablePage.tsx");
const PAGES_DIRECTORY = path.resolve("src/pages");

export interface PageSummary extends OrderablePage {
  id: string;
  description: string | null;
  file: string;
  section: string;
  html: string;
  related: readonly { url: string }[];
  anchors: readonly { title: string; id: string; level: number }[];
}

const toSidebarLink = (page: PageSummary): SidebarLink => ({
  title: page.title,
  url: page.url,
  hasSections: page.anchors.some((anchor) => anchor.level === 2),
});

/** Sections that get a combined printable page: the spec's list, and the top level. */
export const hasPrintable = (section: string): boolean => section === "" || (PRINTABLE_SECTIONS as readonly string[]).includes(section);

export function buildSidebar(sectionPages: readonly PageSummary[], section: string): SidebarContext {
  const index = sectionPages.find((page) => page.isIndex);
  return {
    sectionTitle: index?.title ?? "Documentation",
    printableUrl: hasPrintable(section) ? printableUrl(section) : null,
    groups: groupPages(sectionPages).map((group) => ({ title: group.title, pages: group.pages.map(toSidebarLink) })),
  };
}

/** Urls of pages in src/pages, which exist without markdown: "/", "/organization/", ... */
export function staticPageUrls(pagesDirectory: string): string[] {
  if (!fs.existsSync(pagesDirectory)) return [];
  return fs
    .readdirSync(pagesDirectory)
    .filter((name) => /\.(tsx|jsx|ts|js)$/.test(name))
    .map((name) => name.replace(/\.(tsx|jsx|ts|js)$/, ""))
    .filter((name) => name !== "404")
    .map((name) => (name === "index" ? "/" : `/${name}/`));
}

/** The page whose markdown is followed by the table of every configuration option. */
export const CONFIGURATION_OPTIONS_URL = "/configuration/options/";
const OPTION_HISTORY_FILE = path.join(CONTENT_ROOT, "data", "option-history.json");

/** Once per process, and from a cache between builds (cachedWebpackExportNames says why). */
let webpackExports: string[] | undefined;

/** The configuration pages whose headings document options: the options table and the explainer link to them. */
const documentsOptions = (page: PageSummary): boolean =>
  page.section === "configuration" && page.url !== CONFIGURATION_OPTIONS_URL && page.url !== CONFIGURATION_EXPLAINER_URL;

/**
 * The options table, from the installed webpack: its schema, the defaults it applies in each
 * mode, and the release history recorded by `npm run options:history`. Each option links to the
 * configuration heading named after it.
 */
function configurationOptionsContext(optionPages: readonly PageSummary[], historyText: string | null) {
  // The project's webpack, resolved at run time: Gatsby compiles this file and would not keep require.resolve.
  const projectRequire = createRequire(path.resolve("package.json"));
  const webpack = projectRequire("webpack") as typeof import("webpack");
  const schema = JSON.parse(fs.readFileSync(projectRequire.resolve("webpack/schemas/WebpackOptions.json"), "utf8")) as WebpackOptionsSchema;
  const defaultsFor = (mode: "production" | "development") => {
    const options = webpack.config.getNormalizedWebpackOptions({ mode });
    webpack.config.applyWebpackOptionsDefaults(options);
    return options;
  };
  const history = historyText === null ? {} : (JSON.parse(historyText) as { added: Record<string, string> }).added;
  const headingLinks = new Map<string, string>();
  for (const page of optionPages) {
    for (const anchor of page.anchors) if (!headingLinks.has(anchor.title)) headingLinks.set(anchor.title, `${page.url}#${anchor.id}`);
  }
  const defaults = { production: defaultsFor("production"), development: defaultsFor("development") };
  const htmlByUrl = new Map(optionPages.map((page) => [page.url, page.html]));
  webpackExports ??= cachedWebpackExportNames(webpack);
  return {
    table: { tool: "table", webpackVersion: webpack.version, options: configurationOptions(schema, defaults, history, headingLinks) },
    // The explainer also explains what a configuration sets inside maps (a cache group's `test`).
    explainer: {
      tool: "explainer",
      webpackVersion: webpack.version,
      options: explainerOptions(configurationOptions(schema, defaults, history, headingLinks, { withMapValues: true }), htmlByUrl),
      webpackExports,
    },
  };
}

type OptionContexts = ReturnType<typeof configurationOptionsContext>;

/**
 * The last options contexts and what they were made from. `gatsby develop` runs createPages after
 * every edit, and making them took about 50 ms of each; an edit outside the configuration pages
 * and the option history leaves them as they were. webpack itself cannot change while the process
 * runs (a new version means a new `npm install` and a restart).
 */
let rememberedOptionContexts: { key: string; contexts: OptionContexts } | undefined;

export function optionContextsFor(pages: readonly PageSummary[]): OptionContexts {
  const optionPages = pages.filter(documentsOptions);
  const historyText = fs.existsSync(OPTION_HISTORY_FILE) ? fs.readFileSync(OPTION_HISTORY_FILE, "utf8") : null;
  const key = createHash("sha256")
    .update(JSON.stringify([historyText, optionPages.map(({ url, anchors, html }) => [url, anchors, html])]))
    .digest("hex");
  if (rememberedOptionContexts?.key !== key) rememberedOptionContexts = { key, contexts: configurationOptionsContext(optionPages, historyText) };
  return rememberedOptionContexts.contexts;
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allMarkdownRemark {
        nodes {
          id
          fields {
            url
            section
            file
            name
            size
            isIndex
          }
          frontmatter {
            title
            description
            sort
            group
            date
            contributors
            related {
              title
              url
            }
            edit
            repo
            source
          }
          internal {
            contentDigest
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the markdown pages.", result.errors);
    return;
  }
  const rendered = await renderedPages(result.data.allMarkdownRemark.nodes, { graphql, reporter });
  if (!rendered) return;

  const nodes = result.data.allMarkdownRemark.nodes;
  const indexEntries: ContentFileNode[] = nodes.map(({ id, fields, frontmatter }) => ({
    type: "file",
    path: fields.file,
    name: fields.name,
    size: fields.size,
    extension: path.extname(fields.file),
    url: fields.url,
    anchors: rendered.get(id)?.anchors ?? [],
    title: frontmatter.title,
    sort: frontmatter.sort,
    group: frontmatter.group ?? null,
    date: frontmatter.date ?? null,
    isIndex: fields.isIndex,
    contributors: frontmatter.contributors,
    related: frontmatter.related,
    edit: frontmatter.edit ?? null,
    repo: frontmatter.repo ?? null,
    source: frontmatter.source ?? null,
  }));
  const pages: PageSummary[] = nodes.map((node, index) => ({
    ...indexEntries[index],
    id: node.id,
    description: node.frontmatter.description ?? null,
    file: node.fields.file,
    section: node.fields.section,
    html: rendered.get(node.id)?.html ?? "",
  }));

  const sections = [...new Set(pages.map((page) => page.section))];
  const printableUrls = sections.filter(hasPrintable).map(printableUrl);
  const otherUrls = new Set([HOME_URL, ...staticPageUrls(PAGES_DIRECTORY), ...printableUrls]);
  const redirectData: unknown = JSON.parse(fs.readFileSync(REDIRECTS_FILE, "utf8"));
  const pageUrls = new Set([...pages.map((page) => page.url), ...otherUrls]);
  const problems = [...checkLinks(pages, otherUrls), ...validateRedirects(redirectData, pageUrls).problems];
  if (problems.length > 0) {
    reporter.panicOnBuild(formatProblems(problems));
    return;
  }

  // Written now rather than after the build: the service worker's precache list includes it.
  const contentIndex = buildContentIndex(indexEntries);
  fs.mkdirSync(PUBLIC_DIRECTORY, { recursive: true });
  fs.writeFileSync(path.join(PUBLIC_DIRECTORY, CONTENT_INDEX_FILE), JSON.stringify(contentIndex));

  const optionContexts = optionContextsFor(pages);
  actions.createPage({ path: HOME_URL, component: HOME_TEMPLATE, context: { sections: highlightHome(readHome(CONTENT_ROOT)) } });

  for (const section of sections) {
    const sectionPages = pages.filter((page) => page.section === section);
    const sidebar = buildSidebar(sectionPages, section);
    const ordered = orderPages(sectionPages);
    for (const page of ordered) {
      const { previous, next } = findNeighbours(ordered, page.url);
      const isOptionsPage = page.url === CONFIGURATION_OPTIONS_URL;
      const isExplainer = page.url === CONFIGURATION_EXPLAINER_URL;
      const isBlogIndex = section === BLOG_SECTION && page.isIndex;
      actions.createPage({
        path: page.url,
        component: isOptionsPage || isExplainer ? OPTIONS_TEMPLATE : isBlogIndex ? BLOG_INDEX_TEMPLATE : DOC_TEMPLATE,
        context: {
          id: page.id,
          sidebar,
          previous: previous && { title: previous.title, url: previous.url },
          next: next && { title: next.title, url: next.url },
          ...(isOptionsPage ? optionContexts.table : {}),
          ...(isExplainer ? optionContexts.explainer : {}),
          // Newest first: the reading order of the blog section.
          ...(isBlogIndex
            ? {
                posts: ordered
                  .filter((post) => !post.isIndex)
                  .map(({ title, url, date, description }) => ({ title, url, date: (date ?? "").slice(0, 10), description })),
              }
            : {}),
        },
      });
    }
    if (hasPrintable(section)) {
      actions.createPage({
        path: printableUrl(section),
        component: PRINTABLE_TEMPLATE,
        context: { ids: ordered.map((page) => page.id), sectionTitle: sidebar.sectionTitle, section },
      });
    }
  }
};
