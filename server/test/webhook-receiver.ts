/** A CRM stand-in for webhook tests: a real HTTP server on 127.0.0.1 recording raw bodies and headers. */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** Records every request and answers from a script of statuses (then 200). */
export async function startReceiver() {
  const received: Received[] = [];
  const script: number[] = [];
  let delayMs = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = script.shift() ?? 200;
      received.push({
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        status,
      });
      setTimeout(() => response.writeHead(status).end(status < 300 ? "ok" : "no"), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    host: `127.0.0.1:${port}`,
    received,
    /** Statuses for the next requests, in order. */
    answer: (...statuses: number[]) => script.push(...statuses),
    slow: (ms: number) => {
      delayMs = ms;
    },
    delivered: () => received.filter((r) => r.status >= 200 && r.status < 300),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
