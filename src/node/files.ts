import fs from "node:fs";
import path from "node:path";

/**
 * Every regular file under a folder, at any depth, in code-point order so that what is written
 * from the list does not depend on the filesystem's order. A missing folder has no files.
 */
export function listFiles(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return (fs.readdirSync(directory, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
