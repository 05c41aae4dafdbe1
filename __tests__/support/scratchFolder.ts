/**
 * Temporary folders for one test file, removed after its last test (see `__tests__/setup.ts`),
 * so that a maintainer's daily runs do not pile folders up in the system's temp directory.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const folders: string[] = [];

export function scratchFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

export function removeScratchFolders(): void {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
}
