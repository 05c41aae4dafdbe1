/**
 * The site's data files in content/data/, with the shape each must have. The build checks them
 * before anything else (preflight.ts): a bad entry stops it with the file, the entry and the
 * field, rather than surfacing later as a broken page. Components import the JSON and use the
 * types below, so the data and the code that reads it cannot drift apart.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ContentProblem } from "./contentProblems";

const sitePath = z.string().regex(/^\/(?:[^\s#?]*\/)?(?:#[\w-]+)?$/, "must be a site path that starts and ends with a slash, such as /guides/");
const httpsUrl = z.string().regex(/^https:\/\/\S+$/, "must be an https:// url");
const siteOrHttpsUrl = z.union([sitePath, httpsUrl], { error: "must be a site path such as /guides/ or an https:// url" });
const githubHandle = z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/, "must be a GitHub handle without @");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");
const nonEmpty = z.string().trim().min(1, "must not be empty");

const link = z.object({ title: nonEmpty, url: siteOrHttpsUrl }).strict();

export const navigationSchema = z
  .object({
    header: z.array(
      z
        .object({
          title: nonEmpty,
          url: sitePath,
          /** First url segments for which the link is the current one. */
          activeSections: z.array(z.string().regex(/^[a-z0-9-]+$/, "must be a url segment such as guides")),
          children: z.array(z.object({ title: nonEmpty, url: sitePath }).strict()),
        })
        .strict(),
    ),
    /** Where readers talk to each other: the header's Community menu and the chat widget. */
    community: z.array(z.object({ title: nonEmpty, url: httpsUrl, description: nonEmpty }).strict()),
    footer: z.array(link),
  })
  .strict();

export const languagesSchema = z
  .array(z.object({ title: nonEmpty, url: httpsUrl, lang: z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, "must be a language code such as en or zh") }).strict())
  .min(1);

const npmPackage = z.string().regex(/^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/, "must be an npm package name");

/** /organization/: projects of the webpack organisation. */
export const projectsSchema = z
  .array(
    z
      .object({
        /** "webpack/webpack-cli" on GitHub. */
        repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, "must be owner/name of a GitHub repository"),
        /** The default branch, for the commit activity badges ("commits since branch@{6 months ago}"). */
        branch: z.string().regex(/^[\w./-]+$/, "must be a branch name such as main"),
        /** The package on npm, or null for a repository that publishes none. */
        npm: npmPackage.nullable(),
        description: nonEmpty,
        /** The maintainer's GitHub handle, or "" when the project needs one. */
        maintainer: z.union([githubHandle, z.literal("")]),
      })
      .strict(),
  )
  .min(1);

/** /starter-kits/: community projects to start from. */
export const starterKitsSchema = z
  .array(
    z
      .object({
        projectName: nonEmpty,
        projectUrl: httpsUrl,
        maintainer: githubHandle,
        tags: z.array(z.string().regex(/^[a-z0-9][a-z0-9.+#-]*$/, "must be a lowercase tag such as react or typescript")).min(1),
      })
      .strict(),
  )
  .min(1);

/** The home page's sponsors: a dated snapshot that `npm run fetch:sponsors` refreshes from Open Collective. */
export const sponsorsSchema = z
  .object({
    /** The day the data was read from Open Collective. */
    fetchedAt: isoDate,
    source: httpsUrl,
    accounts: z.array(
      z
        .object({
          slug: nonEmpty,
          name: nonEmpty,
          website: httpsUrl.nullable(),
          avatar: httpsUrl.nullable(),
          /** All donations, in US dollars. */
          totalDonations: z.number().nonnegative(),
          /** Average per month over the year before `fetchedAt`, in US dollars. */
          monthlyDonations: z.number().nonnegative(),
          firstDonation: isoDate,
        })
        .strict(),
    ),
  })
  .strict();

/** /vote/: the topics on the roadmap and where each is discussed. */
export const voteSchema = z
  .object({
    /** Where the list comes from, shown to readers. */
    source: z.object({ title: nonEmpty, url: httpsUrl }).strict(),
    topics: z.array(z.object({ title: nonEmpty, description: nonEmpty, url: httpsUrl }).strict()).min(1),
  })
  .strict();

/** The home page's code examples, highlighted at build time and validated like the pages' examples. */
export const homeSchema = z
  .object({
    sections: z
      .array(
        z
          .object({
            heading: nonEmpty,
            files: z.array(z.object({ title: nonEmpty, language: z.enum(["js", "bash"]), code: nonEmpty }).strict()).min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

/** The page-view tracker (src/lib/analytics.ts); a null property id switches it off. */
export const analyticsSchema = z
  .object({
    propertyId: z
      .string()
      .regex(/^(?:UA-\d+-\d+|G-[A-Z0-9]+)$/, "must be an analytics property id such as UA-123-1 or G-ABC123")
      .nullable(),
    scriptUrl: httpsUrl,
    /** Where the tracker sends page views: allowed by the content security policy when counting is on. */
    connectOrigins: z.array(z.string().regex(/^https:\/\/[^/\s]+$/, "must be an https origin without a path")),
  })
  .strict();

export type Navigation = z.infer<typeof navigationSchema>;
export type Home = z.infer<typeof homeSchema>;
export type Project = z.infer<typeof projectsSchema>[number];
export type StarterKit = z.infer<typeof starterKitsSchema>[number];
export type Sponsors = z.infer<typeof sponsorsSchema>;
export type Sponsor = Sponsors["accounts"][number];
export type VoteTopics = z.infer<typeof voteSchema>;
export type Language = z.infer<typeof languagesSchema>[number];

/** Every data file the site reads, and its schema. Files not listed here are not data the site uses. */
export const DATA_FILES: Record<string, z.ZodType> = {
  "navigation.json": navigationSchema,
  "languages.json": languagesSchema,
  "analytics.json": analyticsSchema,
  "sponsors.json": sponsorsSchema,
  "home.json": homeSchema,
  "projects.json": projectsSchema,
  "starter-kits.json": starterKitsSchema,
  "vote.json": voteSchema,
};

/** "entry 3 (webpack-cli)": where in a file a problem is, named the way a maintainer finds it. */
function describeLocation(data: unknown, issuePath: readonly PropertyKey[]): string {
  if (issuePath.length === 0) return "the file";
  const parts: string[] = [];
  let value: unknown = data;
  for (const key of issuePath) {
    value = value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === "number") {
      const entry = value as Record<string, unknown> | undefined;
      const name = entry && typeof entry === "object" ? (entry.title ?? entry.name ?? entry.repo ?? entry.url) : undefined;
      parts.push(`entry ${key}${typeof name === "string" ? ` (${name})` : ""}`);
    } else {
      parts.push(`field "${String(key)}"`);
    }
  }
  return parts.join(", ");
}

export function checkDataFile(relativeFile: string, text: string, schema: z.ZodType): ContentProblem[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [{ file: relativeFile, field: "the file", problem: `is not valid JSON: ${(error as Error).message}`, fix: "Check commas, quotes and brackets." }];
  }
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    file: relativeFile,
    field: describeLocation(data, issue.path),
    problem: issue.code === "unrecognized_keys" ? `has unknown fields: ${issue.keys.join(", ")}` : issue.message,
    fix: issue.code === "unrecognized_keys" ? "Remove them or check their spelling." : "Correct the value.",
  }));
}

export function checkDataFiles(contentRoot: string): ContentProblem[] {
  return Object.entries(DATA_FILES).flatMap(([name, schema]) => {
    const file = path.join(contentRoot, "data", name);
    const relativeFile = `content/data/${name}`;
    if (!fs.existsSync(file)) return [{ file: relativeFile, field: "the file", problem: "is missing", fix: "Restore it from the repository." }];
    return checkDataFile(relativeFile, fs.readFileSync(file, "utf8"), schema);
  });
}

export { githubHandle, isoDate, httpsUrl, sitePath, nonEmpty };
