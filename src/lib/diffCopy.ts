/**
 * The text a Copy button puts on the clipboard. For a diff that is the code after the change:
 * removed lines dropped, and the +/space marker column stripped from the rest.
 */
export function copyableCode(code: string, language: string): string {
  if (language !== "diff") return code;
  return code
    .split("\n")
    .filter((line) => !line.startsWith("-"))
    .map((line) => (line.startsWith("+") || line.startsWith(" ") ? line.slice(1) : line))
    .join("\n");
}
