/**
 * A problem in the content that must stop the build. Each one names the file, the field and what
 * to write instead, so a maintainer can fix it without reading a stack trace.
 */
export interface ContentProblem {
  file: string;
  field: string;
  problem: string;
  fix: string;
}

export function formatProblem({ file, field, problem, fix }: ContentProblem): string {
  return `${file}: ${field} ${problem}. ${fix}`;
}

export function formatProblems(problems: ContentProblem[]): string {
  const noun = problems.length === 1 ? "problem" : "problems";
  return [
    `The content has ${problems.length} ${noun} (see content/contribute/writers-guide.md):`,
    ...problems.map((problem) => `  - ${formatProblem(problem)}`),
  ].join("\n");
}
