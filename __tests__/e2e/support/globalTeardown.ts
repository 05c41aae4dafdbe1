import fs from "node:fs";
import { STATE_FILE, stopProcess } from "./servers";

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const { gatsbyPid, nginxPid } = JSON.parse(fs.readFileSync(STATE_FILE, "utf8")) as { gatsbyPid?: number; nginxPid?: number };
  stopProcess(gatsbyPid, true);
  stopProcess(nginxPid);
  fs.rmSync(STATE_FILE, { force: true });
}
