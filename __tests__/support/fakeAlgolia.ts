/**
 * A stand-in for Algolia's REST API on loopback: it records every request the client sends and
 * answers the endpoints the site uses (search, settings, batch, index operations, tasks), so the
 * adapter and the indexing script are tested over real HTTP, without the network.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakeAlgolia {
  url: string;
  requests: RecordedRequest[];
  /** Search hits to answer with; any other endpoint answers with a task that is immediately published. */
  hits: unknown[];
  /** Milliseconds to wait before answering, or a status code to fail with. */
  delayMs: number;
  failWithStatus: number | null;
  close(): Promise<void>;
}

export async function startFakeAlgolia(): Promise<FakeAlgolia> {
  let taskId = 0;
  const fake: Omit<FakeAlgolia, "url" | "close"> = { requests: [], hits: [], delayMs: 0, failWithStatus: null };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      response.setHeader("Access-Control-Allow-Origin", "*");
      response.setHeader("Access-Control-Allow-Headers", "*");
      response.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
      if (request.method === "OPTIONS") {
        response.writeHead(204).end();
        return;
      }
      const url = new URL(request.url ?? "/", "http://localhost");
      const text = Buffer.concat(chunks).toString("utf8");
      fake.requests.push({
        method: request.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: text ? JSON.parse(text) : null,
      });
      const answer = (): void => {
        if (fake.failWithStatus) {
          response
            .writeHead(fake.failWithStatus, { "Content-Type": "application/json" })
            .end(JSON.stringify({ message: "Invalid Application-ID or API key", status: fake.failWithStatus }));
          return;
        }
        let body: unknown;
        if (url.pathname.endsWith("/query")) {
          body = { hits: fake.hits, nbHits: fake.hits.length, page: 0, nbPages: 1, hitsPerPage: 8, processingTimeMS: 1, query: "", params: "" };
        } else if (/\/task\/\d+$/.test(url.pathname)) {
          body = { status: "published", pendingTask: false };
        } else if (url.pathname.endsWith("/batch")) {
          body = { taskID: ++taskId, objectIDs: [] };
        } else {
          body = { taskID: ++taskId, updatedAt: new Date(0).toISOString() };
        }
        response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
      };
      if (fake.delayMs > 0) setTimeout(answer, fake.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
