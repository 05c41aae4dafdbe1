/**
 * Published webpack releases, read from the npm registry and kept on disk: one file of a release
 * (`npm run options:history` reads every release's schema) or the whole package
 * (`npm run release:diff` loads its code). Shared so the download and the cache exist once.
 *
 * Releases are cached in node_modules/.cache/webpack-releases/<version>/package/, the layout of the
 * tarball itself. WEBPACK_REGISTRY points at another registry (the tests use a local one) and
 * WEBPACK_RELEASES_CACHE at another cache folder.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DEFAULT_REGISTRY = "https://registry.npmjs.org";
const DOWNLOAD_TIMEOUT_MS = 120_000;
/** Marks a release whose whole package was extracted (a folder may also hold single files). */
const COMPLETE_MARKER = ".complete";
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** The registry could not be reached at all: no answer, refused, timed out. */
export class RegistryUnreachableError extends Error {}
/** The registry answered, but has no such release. */
export class ReleaseNotFoundError extends Error {}

export const registryUrl = () => (process.env.WEBPACK_REGISTRY || DEFAULT_REGISTRY).replace(/\/+$/, "");
export const releasesCache = () => path.resolve(process.env.WEBPACK_RELEASES_CACHE || path.join(PROJECT_ROOT, "node_modules/.cache/webpack-releases"));
export const isVersion = (text) => VERSION.test(text);

/** Orders "5.9.0" before "5.10.0". Pre-release suffixes are ignored. */
export function compareVersions(a, b) {
  const [x, y] = [a, b].map((version) => version.split("-")[0].split(".").map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** Why a fetch() failed, in a few words: "connect ECONNREFUSED 127.0.0.1:9", "no answer within 120 s". */
function reasonOf(error) {
  if (error?.name === "TimeoutError" || error?.name === "AbortError") return `no answer within ${DOWNLOAD_TIMEOUT_MS / 1000} s`;
  const cause = error?.cause;
  if (cause?.code && cause?.message) return cause.message.includes(cause.code) ? cause.message : `${cause.code}: ${cause.message}`;
  return cause?.message || error?.message || String(error);
}

/** The tarball of one release. */
export async function downloadRelease(version, registry = registryUrl()) {
  if (!isVersion(version)) throw new Error(`"${version}" is not a version number such as 5.113.0`);
  const url = `${registry}/webpack/-/webpack-${version}.tgz`;
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch (error) {
    throw new RegistryUnreachableError(`${registry}: ${reasonOf(error)}`);
  }
  if (response.status === 404) throw new ReleaseNotFoundError(`webpack ${version} is not on the registry (${url} answered 404)`);
  if (!response.ok) throw new Error(`webpack ${version}: the registry answered ${response.status} for ${url}`);
  try {
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw new RegistryUnreachableError(`${registry}: the download of webpack ${version} broke off (${reasonOf(error)})`);
  }
}

/** Unpacks a gzipped tarball into a new folder; members limits it to those paths ("package/schemas/WebpackOptions.json"). */
function untar(tarball, directory, members = []) {
  fs.mkdirSync(directory, { recursive: true });
  const result = spawnSync("tar", ["-xzf", "-", "-C", directory, ...members], { input: tarball, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`cannot run tar: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`tar could not unpack it: ${result.stderr.toString().trim().split("\n")[0]}`);
}

const scratchFolder = (version) => path.join(releasesCache(), `.${version}-${process.pid}-${Math.random().toString(36).slice(2)}`);

/** One file of a release's package ("schemas/WebpackOptions.json"), from the cache or the registry. */
export async function readReleaseFile(version, file) {
  const cached = path.join(releasesCache(), version, "package", file);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const tarball = await downloadRelease(version);
  const scratch = scratchFolder(version);
  try {
    try {
      untar(tarball, scratch, [`package/${file}`]);
    } catch {
      throw new Error(`webpack ${version}: the package has no ${file}`);
    }
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    fs.renameSync(path.join(scratch, "package", file), cached);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return fs.readFileSync(cached);
}

/** The whole package of a release, unpacked; returns its folder (…/<version>/package). */
export async function extractRelease(version) {
  const folder = path.join(releasesCache(), version);
  if (fs.existsSync(path.join(folder, COMPLETE_MARKER))) return path.join(folder, "package");
  const tarball = await downloadRelease(version);
  const scratch = scratchFolder(version);
  try {
    untar(tarball, scratch);
    if (!fs.existsSync(path.join(scratch, "package", "package.json"))) throw new Error(`webpack ${version}: the tarball has no package/package.json`);
    fs.writeFileSync(path.join(scratch, COMPLETE_MARKER), `${new Date().toISOString()}\n`);
    // A folder with single files from readReleaseFile() is replaced by the full package.
    fs.rmSync(folder, { recursive: true, force: true });
    fs.renameSync(scratch, folder);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return path.join(folder, "package");
}

/**
 * Makes an unpacked release's own require() find its dependencies: a node_modules folder inside
 * it links each dependency to the copy this project installed, preferring the one nested under
 * node_modules/webpack (the installed webpack's own, when the top level holds another major, as
 * it does for webpack-sources). Returns the dependencies that are not installed here; the
 * release only fails if it loads one of them.
 */
export function linkDependencies(packageDirectory, projectRoot = PROJECT_ROOT) {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(packageDirectory, "package.json"), "utf8"));
  const modules = path.join(packageDirectory, "node_modules");
  fs.rmSync(modules, { recursive: true, force: true });
  const missing = [];
  for (const name of Object.keys(dependencies).sort()) {
    const installed = [path.join(projectRoot, "node_modules/webpack/node_modules", name), path.join(projectRoot, "node_modules", name)].find((candidate) =>
      fs.existsSync(path.join(candidate, "package.json")),
    );
    if (!installed) {
      missing.push(name);
      continue;
    }
    const link = path.join(modules, name);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(installed, link, "dir");
  }
  return missing;
}
