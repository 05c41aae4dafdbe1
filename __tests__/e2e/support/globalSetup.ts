import fs from "node:fs";
import path from "node:path";
import {
  GATSBY_ORIGIN,
  NGINX_ORIGIN,
  ROOT,
  STATE_FILE,
  startGatsbyServe,
  startNginx,
  stopLeftoverServers,
  stopServers,
  waitForServer,
  type ServerState,
} from "./servers";

export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, "public", "index.html"))) {
    throw new Error("No production build in public/: run `npm run build` first (npm test does).");
  }
  const leftover = stopLeftoverServers();
  if (leftover?.gatsbyPid || leftover?.nginxPid) {
    console.log(`Stopped the servers an interrupted run left behind (gatsby serve ${leftover.gatsbyPid ?? "gone"}, nginx ${leftover.nginxPid ?? "gone"}).`);
    // SIGTERM is asynchronous: give them a moment to let go of the ports.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const started: ServerState = {};
  try {
    started.gatsbyPid = startGatsbyServe().pid;
    const nginx = startNginx();
    started.nginxPid = nginx.pid;
    started.nginxDirectory = nginx.directory;
    fs.writeFileSync(STATE_FILE, JSON.stringify(started));
    await Promise.all([waitForServer(`${GATSBY_ORIGIN}/`), waitForServer(`${NGINX_ORIGIN}/`)]);
  } catch (error) {
    // Jest runs no teardown when the setup fails: what did start would hold its port for the next run.
    stopServers(started);
    fs.rmSync(STATE_FILE, { force: true });
    throw error;
  }
}
