import { checkContentFiles } from "../../../src/node/preflight";
import { formatProblem } from "../../../src/node/contentProblems";

describe("checkContentFiles", () => {
  it("turns broken YAML into a message with file, line and reason instead of a stack trace", () => {
    const problems = checkContentFiles([{ relativePath: "guides/broken.md", text: "---\ntitle: A: B\nsort: 1\n---\nBody" }]);
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0])).toMatch(/^content\/guides\/broken\.md: frontmatter is not valid YAML \(line 2 of the file\): .+\. Check the quoting/);
  });

  it("checks every file and reports all problems at once", () => {
    const problems = checkContentFiles([
      { relativePath: "guides/a.md", text: "---\nsort: 1\ncontributors:\n  - sokra\n---\n" },
      { relativePath: "guides/b.md", text: "---\ntitle: B\nsort: x\ncontributors:\n  - sokra\n---\n" },
      { relativePath: "guides/c.md", text: "No frontmatter here." },
    ]);
    expect(problems.map((problem) => problem.file)).toEqual(["content/guides/a.md", "content/guides/b.md", "content/guides/c.md"]);
  });

  it("finds two files that claim one url", () => {
    const problems = checkContentFiles([
      {
        relativePath: "loaders/_babel-loader.md",
        text: "---\ntitle: A\nsort: 1\ncontributors:\n  - sokra\nrepo: https://github.com/babel/babel-loader\n---\n",
      },
      { relativePath: "loaders/babel-loader.md", text: "---\ntitle: B\nsort: 2\ncontributors:\n  - sokra\n---\n" },
    ]);
    expect(problems.map(formatProblem)).toEqual([expect.stringContaining("url /loaders/babel-loader/ is already claimed by content/loaders/_babel-loader.md")]);
  });
});
