import fs from "node:fs";
import path from "node:path";
import { GATSBY_ORIGIN, NGINX_ORIGIN, ROOT, STATE_FILE, startGatsbyServe, startNginx, waitForServer } from "./servers";

export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, "public", "index.html"))) {
    throw new Error("No production build in public/: run `npm run build` first (npm test does).");
  }
  const gatsby = startGatsbyServe();
  const nginx = startNginx();
  fs.writeFileSync(STATE_FILE, JSON.stringify({ gatsbyPid: gatsby.pid, nginxPid: nginx.pid }));
  await Promise.all([waitForServer(`${GATSBY_ORIGIN}/`), waitForServer(`${NGINX_ORIGIN}/`)]);
}
