/**
 * The two real servers the end-to-end tests run against: `gatsby serve` (npm run serve) and nginx
 * with the config the build emitted. Both on localhost, where service workers are allowed on http.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../../..");
export const GATSBY_PORT = 9000;
export const NGINX_PORT = 9080;
export const GATSBY_ORIGIN = `http://localhost:${GATSBY_PORT}`;
export const NGINX_ORIGIN = `http://localhost:${NGINX_PORT}`;
export const STATE_FILE = path.join(os.tmpdir(), "webpack-docs-e2e-servers.json");

export async function waitForServer(url: string, timeoutMs = 60000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server at ${url} did not start within ${timeoutMs} ms`);
}

export function startGatsbyServe(): ChildProcess {
  const child = spawn(path.join(ROOT, "node_modules/.bin/gatsby"), ["serve", "--port", String(GATSBY_PORT), "--host", "localhost"], {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  });
  child.unref();
  return child;
}

/** nginx with the generated snippet included, exactly as a host would use it. */
export function startNginx(): { pid: number; directory: string } {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "webpack-docs-nginx-"));
  const config = `
worker_processes 1;
# The brotli static module the generated config uses (Debian's nginx.conf loads it the same way,
# relative to its own prefix, which differs from this one).
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  include ${ROOT}/deploy/nginx/webpack-docs-maps.conf;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    server_name localhost;
    root ${ROOT}/public;
    include ${ROOT}/deploy/nginx/webpack-docs.conf;
  }
}
`;
  const configFile = path.join(directory, "nginx.conf");
  fs.writeFileSync(configFile, config);
  execFileSync("nginx", ["-t", "-c", configFile, "-p", directory], { stdio: "pipe" });
  execFileSync("nginx", ["-c", configFile, "-p", directory], { stdio: "pipe" });
  const pid = Number(fs.readFileSync(path.join(directory, "nginx.pid"), "utf8").trim());
  return { pid, directory };
}

export function stopProcess(pid: number | undefined, group = false): void {
  if (!pid) return;
  try {
    process.kill(group ? -pid : pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

/** The servers a run started, as STATE_FILE keeps them until the run's teardown stops them. */
export interface ServerState {
  gatsbyPid?: number;
  nginxPid?: number;
  /** nginx's configuration, pid file, logs and temp folders. */
  nginxDirectory?: string;
}

/**
 * Stops the servers a run started: gatsby serve with its process group, and nginx's master
 * process, whose folder goes too (one was left in the temp directory per run).
 */
export function stopServers({ gatsbyPid, nginxPid, nginxDirectory }: ServerState): void {
  stopProcess(gatsbyPid, true);
  stopProcess(nginxPid);
  if (nginxDirectory) fs.rmSync(nginxDirectory, { recursive: true, force: true });
}

/** Whether `pid` is still the process that was started, judged by its command line (Linux's /proc). */
function stillRuns(pid: number | undefined, commandParts: string[]): boolean {
  try {
    const commandLine = pid === undefined ? "" : fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return commandLine !== "" && commandParts.every((part) => commandLine.includes(part));
  } catch {
    return false;
  }
}

/**
 * A run that was interrupted (killed, or stopped by a timeout) never ran its teardown, and its
 * servers still hold the ports: the next run's nginx then fails with "Address already in use".
 * Its STATE_FILE is still there, so they are stopped here, if the pids still belong to them
 * (a pid may have been reused by another process since).
 */
export function stopLeftoverServers(): ServerState | null {
  if (!fs.existsSync(STATE_FILE)) return null;
  let state: ServerState = {};
  try {
    state = JSON.parse(fs.readFileSync(STATE_FILE, "utf8")) as ServerState;
  } catch {
    // Unreadable: nothing to stop.
  }
  const leftover: ServerState = {
    gatsbyPid: stillRuns(state.gatsbyPid, ["gatsby", "serve", String(GATSBY_PORT)]) ? state.gatsbyPid : undefined,
    nginxPid: stillRuns(state.nginxPid, ["nginx", "webpack-docs-nginx-"]) ? state.nginxPid : undefined,
    // Only a folder this code made: the state file is plain JSON anyone could edit.
    nginxDirectory:
      state.nginxDirectory && path.dirname(state.nginxDirectory) === os.tmpdir() && path.basename(state.nginxDirectory).startsWith("webpack-docs-nginx-")
        ? state.nginxDirectory
        : undefined,
  };
  stopServers(leftover);
  fs.rmSync(STATE_FILE, { force: true });
  return leftover;
}
