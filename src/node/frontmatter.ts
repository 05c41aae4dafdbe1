import type { ContentProblem } from "./contentProblems";
import type { ContentLocation } from "./contentPaths";
import { INDEX_PAGE_SORT } from "../constants";

/** Frontmatter after validation: the shape GraphQL declares in schema.ts. */
export interface PageFrontmatter {
  title: string;
  description: string | null;
  sort: number;
  group: string | null;
  contributors: string[];
  related: { title: string; url: string }[];
  edit: string | null;
  repo: string | null;
  source: string | null;
  date: string | null;
}

const KNOWN_FIELDS = ["title", "description", "sort", "group", "contributors", "related", "edit", "repo", "source", "date"] as const;

// GitHub's own rule: alphanumerics and single inner hyphens, at most 39 characters.
const GITHUB_HANDLE = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
// External addresses in frontmatter (repo, source, edit, related) must use https.
const HTTPS_URL = /^https:\/\/\S+$/;
// The markdown transformer hands dates on as full ISO timestamps; only the day is ours.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T00:00:00(?:\.000)?Z)?$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Closest known field name, so a typo ("contributers") gets a useful hint. */
function suggestField(field: string): string | undefined {
  const distance = (a: string, b: string): number => {
    const row = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i += 1) {
      let previous = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j += 1) {
        const current = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
    }
    return row[b.length];
  };
  const [best] = [...KNOWN_FIELDS].sort((a, b) => distance(field, a) - distance(field, b));
  return distance(field, best) <= 3 ? best : undefined;
}

function toIsoDate(value: unknown): string | null {
  // YAML reads an unquoted 2020-10-10 as a Date; a quoted one stays a string.
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === "string" && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) return value.slice(0, 10);
  return null;
}

/**
 * Checks one file's frontmatter. Returns the normalised frontmatter when it is valid, and every
 * problem found (not only the first) so one build run reports them all.
 */
export function validateFrontmatter(
  file: string,
  location: ContentLocation,
  raw: unknown,
): { frontmatter: PageFrontmatter | null; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const report = (field: string, problem: string, fix: string): void => {
    problems.push({ file, field: `frontmatter "${field}"`, problem, fix });
  };

  if (!isRecord(raw)) {
    report("title", "is missing (the file has no frontmatter)", 'Start the file with "---", a line "title: Your Title", and "---".');
    return { frontmatter: null, problems };
  }

  for (const field of Object.keys(raw)) {
    if (!(KNOWN_FIELDS as readonly string[]).includes(field)) {
      const suggestion = suggestField(field);
      report(field, "is not a known field", suggestion ? `Did you mean "${suggestion}"?` : `Use only: ${KNOWN_FIELDS.join(", ")}.`);
    }
  }

  const { title, description, sort, group, contributors, related, edit, repo, source, date } = raw;

  if (typeof title !== "string" || title.trim() === "") {
    report("title", title === undefined ? "is missing" : "must be non-empty text", 'Add a line such as "title: Module Resolution".');
  }

  const optionalText = (field: string, value: unknown): string | null => {
    if (value === undefined || value === null) return null;
    if (typeof value !== "string" || value.trim() === "") {
      report(field, `must be text, got ${JSON.stringify(value)}`, `Write "${field}: some text" or remove the line.`);
      return null;
    }
    return value;
  };
  const optionalUrl = (field: string, value: unknown, example: string): string | null => {
    const text = optionalText(field, value);
    if (text !== null && !HTTPS_URL.test(text)) {
      report(field, `must be an absolute https:// url, got "${text}"`, `Write the full https address, e.g. "${field}: ${example}".`);
      return null;
    }
    return text;
  };

  let normalisedSort: number = INDEX_PAGE_SORT;
  if (sort === undefined || sort === null) {
    if (!location.isIndex) report("sort", "is missing", 'Add a number, e.g. "sort: 3"; pages are numbered from 1 in sidebar order.');
  } else if (typeof sort !== "number" || !Number.isFinite(sort)) {
    report("sort", `must be a number, got ${JSON.stringify(sort)}`, 'Write a plain number, e.g. "sort: 3".');
  } else if (location.isIndex && sort !== INDEX_PAGE_SORT) {
    report("sort", `of an index page must be ${INDEX_PAGE_SORT}, got ${sort}`, `Write "sort: ${INDEX_PAGE_SORT}" or remove the line.`);
  } else if (!location.isIndex && sort < 1) {
    report("sort", `must be 1 or more on a page that is not an index, got ${sort}`, "Number pages from 1 in sidebar order.");
  } else {
    normalisedSort = sort;
  }

  let normalisedContributors: string[] = [];
  if (contributors === undefined) {
    report("contributors", "is missing", 'List the GitHub handles of the people who look after the page: "contributors:" then "  - sokra".');
  } else if (contributors === null || (Array.isArray(contributors) && contributors.length === 0)) {
    report("contributors", "must list at least one GitHub handle", 'Add one handle per line under "contributors:", e.g. "  - sokra".');
  } else if (!Array.isArray(contributors)) {
    report(
      "contributors",
      `must be a list of GitHub handles, got ${JSON.stringify(contributors)}`,
      'Write one handle per line: "contributors:" then "  - sokra".',
    );
  } else {
    const invalid = contributors.filter((handle) => typeof handle !== "string" || !GITHUB_HANDLE.test(handle));
    if (invalid.length > 0) {
      report(
        "contributors",
        `has entries that are not GitHub handles: ${invalid.map((handle) => JSON.stringify(handle)).join(", ")}`,
        'Write the bare handle without "@" or a url, e.g. "  - sokra".',
      );
    } else {
      normalisedContributors = contributors as string[];
    }
  }

  const normalisedRelated: { title: string; url: string }[] = [];
  if (related !== undefined && related !== null) {
    if (!Array.isArray(related)) {
      report("related", "must be a list of links", 'Write entries as "  - title: Output" and "    url: /configuration/output/".');
    } else {
      related.forEach((entry, index) => {
        if (!isRecord(entry) || typeof entry.url !== "string" || entry.url.trim() === "") {
          report(`related[${index}].url`, "is missing", 'Give every related entry a url, e.g. "    url: /configuration/output/".');
        } else if (typeof entry.title !== "string" || entry.title.trim() === "") {
          report(`related[${index}].title`, "is missing", 'Give every related entry a title, e.g. "  - title: Output".');
        } else if (!entry.url.startsWith("/") && !HTTPS_URL.test(entry.url)) {
          report(
            `related[${index}].url`,
            `must start with "/" or "https://", got "${entry.url}"`,
            entry.url.startsWith("http://")
              ? "Use the https:// address of the page; plain http:// links are not accepted."
              : "Link to a page of this site by its path, or to a full external address.",
          );
        } else {
          normalisedRelated.push({ title: entry.title, url: entry.url });
        }
      });
    }
  }

  const normalisedRepo = optionalUrl("repo", repo, "https://github.com/babel/babel-loader");
  if (location.isMirrored && normalisedRepo === null && repo === undefined) {
    report(
      "repo",
      'is missing on a page whose file name starts with "_"',
      'Add the repository that maintains the package, e.g. "repo: https://github.com/babel/babel-loader".',
    );
  }

  let normalisedDate: string | null = null;
  if (date !== undefined && date !== null) {
    normalisedDate = toIsoDate(date);
    if (normalisedDate === null) report("date", `must be a date written as YYYY-MM-DD, got ${JSON.stringify(date)}`, 'Write e.g. "date: 2020-10-10".');
  } else if (location.section === "blog" && !location.isIndex) {
    report("date", "is missing on a blog post", 'Add the publication date, e.g. "date: 2020-10-10".');
  }

  const frontmatter: PageFrontmatter = {
    title: typeof title === "string" ? title : "",
    description: optionalText("description", description),
    sort: normalisedSort,
    group: optionalText("group", group),
    contributors: normalisedContributors,
    related: normalisedRelated,
    edit: optionalUrl("edit", edit, "https://github.com/webpack/webpack.js.org/edit/main/content/guides/caching.md"),
    repo: normalisedRepo,
    source: optionalUrl("source", source, "https://github.com/babel/babel-loader/blob/main/README.md"),
    date: normalisedDate,
  };
  return { frontmatter: problems.length === 0 ? frontmatter : null, problems };
}

/** Two files that would be published at the same url: "concepts/index.md" and "_concepts.md", say. */
export function findDuplicateUrls(files: { file: string; url: string }[]): ContentProblem[] {
  const owners = new Map<string, string>();
  const problems: ContentProblem[] = [];
  for (const { file, url } of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    const owner = owners.get(url);
    if (owner) {
      problems.push({
        file,
        field: "url",
        problem: `${url} is already claimed by ${owner}`,
        fix: "Rename or move one of the two files so each url has exactly one page.",
      });
    } else {
      owners.set(url, file);
    }
  }
  return problems;
}
