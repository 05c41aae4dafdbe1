import fs from "node:fs";
import { STATE_FILE, stopServers, type ServerState } from "./servers";

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  stopServers(JSON.parse(fs.readFileSync(STATE_FILE, "utf8")) as ServerState);
  fs.rmSync(STATE_FILE, { force: true });
}
