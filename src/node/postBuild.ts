/**
 * Outputs that live beside the pages: the search indexes (begun before the bundles, see
 * onPreBuild), static redirect pages and the host
 * configs (nginx, Netlify-style _redirects and _headers), all from the same data as the pages.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { pathRedirects, redirectPageHtml, validateRedirects } from "./redirects";
import { addScriptPolicy, scriptPolicyBase } from "./contentSecurityPolicy";
import { addScriptPolicies } from "./scriptPolicies";
import { buildCodeVersion } from "./compiledBuildCode";
import { BUILD_CACHE_DIRECTORY } from "./buildCache";
import { offlineCopyScript, writeOfflineCopy, writePrintableSkeletons } from "./offlineCopy";
import { CONTENT_HASHED_FILE, netlifyHeaders, netlifyRedirects, nginxConfig, nginxMaps } from "./hostConfig";
import { REDIRECTS_FILE } from "./contentRoot";
import { SITE_URL } from "../constants";
import { readSearchInput } from "./search/buildSearch";
import { writeSearchInWorker, type SearchInWorker } from "./search/searchWorker";
import { blogFeed } from "./blogFeed";
import { listFiles } from "./files";
import { BLOG_FEED_PATH } from "../constants";

const PUBLIC_DIRECTORY = path.resolve("public");
const DEPLOY_DIRECTORY = path.resolve("deploy");
/** In .cache, so `gatsby clean` empties it with the rest of Gatsby's caches. */
const OFFLINE_COPY_CACHE_DIRECTORY = path.join(BUILD_CACHE_DIRECTORY, "offline-copy");

type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

/** Runs one step of the post-build with its own line and duration in the build log, so slow steps show. */
async function step<T>(reporter: PostBuildArgs["reporter"], name: string, run: () => T | Promise<T>): Promise<T> {
  const activity = reporter.activityTimer(name);
  activity.start();
  try {
    return await run();
  } finally {
    activity.end();
  }
}

async function writeBlogFeed({ graphql, reporter }: PostBuildArgs): Promise<void> {
  const result = await graphql<Queries.BlogFeedQuery>(`
    query BlogFeed {
      blog: markdownRemark(fields: { section: { eq: "blog" }, isIndex: { eq: true } }) {
        frontmatter {
          description
        }
      }
      posts: allMarkdownRemark(filter: { fields: { section: { eq: "blog" }, isIndex: { eq: false } } }) {
        nodes {
          fields {
            url
          }
          frontmatter {
            title
            description
            contributors
            date(formatString: "YYYY-MM-DD")
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the blog posts for the feed.", result.errors);
    return;
  }
  const posts = result.data.posts.nodes.map(({ fields, frontmatter }) => ({
    url: fields.url,
    title: frontmatter.title,
    description: frontmatter.description ?? null,
    contributors: frontmatter.contributors,
    // Validation guarantees every post a date.
    date: frontmatter.date ?? "",
  }));
  const target = path.join(PUBLIC_DIRECTORY, BLOG_FEED_PATH);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, blogFeed(posts, result.data.blog?.frontmatter.description ?? ""));
}

/**
 * Reads the pages for search and starts writing its outputs in a worker thread
 * (src/node/search/searchWorker.ts says why). Null when the pages could not be read.
 */
async function startSearch(args: PostBuildArgs): Promise<SearchInWorker | null> {
  const input = await step(args.reporter, "Search: read the pages", () => readSearchInput(args, PUBLIC_DIRECTORY));
  if (!input) return null;
  const search = writeSearchInWorker(input);
  search.written.then(
    ({ records, pages, recut, offlineIndexBytes, steps }) =>
      args.reporter.info(
        `Search: ${records} sections of ${pages} pages (${recut} cut into sections, the rest unchanged since the last build); offline index ${(offlineIndexBytes / 1024).toFixed(0)} KB; wrote llms.txt and the markdown sources. In the worker: ${steps.map(([name, ms]) => `${name} ${ms} ms`).join(", ")}.`,
      ),
    () => undefined,
  );
  search.indexed.then(
    ({ files, bytes }) => args.reporter.info(`Search: local index of ${files} files, ${(bytes / 1024).toFixed(0)} KB.`),
    () => undefined,
  );
  return search;
}

/** Set by onPreBuild: the search outputs, begun before the bundles are built. */
let searchStarted: Promise<SearchInWorker | null> | null = null;

/**
 * Starts the search outputs before Gatsby builds the bundles. They need only the pages' HTML,
 * which createPages has already rendered; the worker and then the local index (Pagefind, a
 * separate process) run on the second core while webpack keeps the first busy.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = async (args) => {
  searchStarted = startSearch(args);
  // Only the reading of the pages is awaited, so that a failure there shows at once.
  await searchStarted;
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter, getNodesByType } = args;
  // Before the offline copy below, which holds the offline search index. Begun by onPreBuild,
  // unless a build skipped it; the local index (Pagefind) may still be running.
  const search = await (searchStarted ?? startSearch(args));
  searchStarted = null;
  if (!search) return;
  await step(reporter, "Search records, offline search index and machine-readable docs (what is left of their time after the bundles)", () => search.written);
  await step(reporter, "Blog feed", () => writeBlogFeed(args));

  // createPages has already validated the list; here it is only turned into outputs.
  const redirectData: unknown = JSON.parse(fs.readFileSync(REDIRECTS_FILE, "utf8"));
  // Gatsby's own pages, not the files in public/: those include last build's redirect pages.
  const pageUrls = new Set(getNodesByType("SitePage").map((page) => (page as unknown as { path: string }).path));
  const redirects = pathRedirects(validateRedirects(redirectData, pageUrls).redirects);
  for (const { from, to } of redirects) {
    const file = path.join(PUBLIC_DIRECTORY, from, "index.html");
    // With its script policy already, and only when it changed: the policy step below then
    // finds it as it left it and does not read it again.
    const page = addScriptPolicy(redirectPageHtml(to, SITE_URL));
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === page) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page);
  }

  // gatsby-plugin-offline has written sw.js by now (plugins run before the site's own hooks).
  const { printable, manifest } = await step(reporter, "Offline copy", async () => {
    const skeletons = writePrintableSkeletons(PUBLIC_DIRECTORY);
    const written = await writeOfflineCopy(PUBLIC_DIRECTORY, OFFLINE_COPY_CACHE_DIRECTORY);
    fs.appendFileSync(path.join(PUBLIC_DIRECTORY, "sw.js"), offlineCopyScript(written));
    return { printable: skeletons, manifest: written };
  });
  reporter.info(
    `Offline copy ${manifest.version}: ${Object.keys(manifest.files).length} files in ${manifest.bundles.length} bundles; ${printable.skeletons} printable pages stored as skeletons referencing ${printable.references} pages' data.`,
  );

  // Crawlers and people look for /sitemap.xml; the sitemap plugin names its index sitemap-index.xml.
  fs.copyFileSync(path.join(PUBLIC_DIRECTORY, "sitemap-index.xml"), path.join(PUBLIC_DIRECTORY, "sitemap.xml"));

  // Every file is listed below (immutable ones for _headers), so the local index must be complete.
  await step(reporter, "Local search index (what is left of its time after the steps above)", () => search.indexed);
  const publicFiles = listFiles(PUBLIC_DIRECTORY);
  const htmlFiles = publicFiles.filter((file) => file.endsWith(".html"));
  const policies = await step(reporter, "Script policies", () => addScriptPolicies(htmlFiles, `${buildCodeVersion([])} ${scriptPolicyBase()}`));

  const hashedFiles = publicFiles
    .map((file) => `/${path.relative(PUBLIC_DIRECTORY, file).split(path.sep).join("/")}`)
    .filter((file) => CONTENT_HASHED_FILE.test(file));
  fs.writeFileSync(path.join(PUBLIC_DIRECTORY, "_redirects"), netlifyRedirects(redirects));
  fs.writeFileSync(path.join(PUBLIC_DIRECTORY, "_headers"), netlifyHeaders(hashedFiles));
  fs.mkdirSync(path.join(DEPLOY_DIRECTORY, "nginx"), { recursive: true });
  fs.writeFileSync(path.join(DEPLOY_DIRECTORY, "nginx", "webpack-docs-maps.conf"), nginxMaps(redirects));
  fs.writeFileSync(path.join(DEPLOY_DIRECTORY, "nginx", "webpack-docs.conf"), nginxConfig({ brotliStatic: process.env.NGINX_BROTLI_STATIC !== "off" }));
  reporter.info(
    `Script policies: ${htmlFiles.length} HTML files, ${policies.read} read (the rest unchanged since the last build), ${policies.rewritten} rewritten; wrote ${redirects.length} redirect pages and host configs (public/_redirects, public/_headers, deploy/nginx/).`,
  );
};
