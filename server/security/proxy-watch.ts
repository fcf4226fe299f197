/**
 * Notices a reverse proxy that is not trusted (issue 21.6): every request then comes from the proxy's own
 * address, so all visitors share one set of rate limits and, past the hold threshold, every real lead is held.
 * The sign: `minRequests` requests in a row from one address that is not loopback, each carrying an
 * X-Forwarded-For that was ignored. Then it warns once in the log and lists an "untrusted-proxy" entry in
 * GET /api/health's fallbacks until a request from another address (not loopback) is seen.
 */
import { isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Fallback } from "#server/fallbacks.ts";

export const UNTRUSTED_PROXY: Fallback = {
  id: "untrusted-proxy",
  message:
    "every request comes from one address through a proxy that is not trusted: all visitors share one rate limit and their leads are held; set TRUST_PROXY to the proxy's address or network (docs/deploy.md section 3)",
};

function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

export interface ProxyWatch {
  /** Called for every request. */
  see(request: Pick<FastifyRequest, "ip" | "headers">): void;
  /** [UNTRUSTED_PROXY] while the sign holds, else []. */
  fallbacks(): Fallback[];
}

export function createProxyWatch(options: {
  log: { warn(object: object, message: string): void };
  minRequests?: number;
}): ProxyWatch {
  const min = options.minRequests ?? 50;
  let address: string | null = null;
  let run = 0;
  let warned = false;
  return {
    see(request) {
      // Loopback (a health probe inside the container, a local proxy) and requests without the header (a
      // probe straight to the server) neither count nor clear the sign.
      if (isLoopback(request.ip) || isIP(request.ip) === 0) return;
      if (request.ip !== address) {
        address = request.ip;
        run = 0;
      }
      // Counted only while the proxy's header was ignored: a trusted proxy's request.ip is the client's.
      if (request.headers["x-forwarded-for"] === undefined) return;
      run++;
      if (run === min && !warned) {
        warned = true;
        options.log.warn({ requests: min, fallback: UNTRUSTED_PROXY.id }, UNTRUSTED_PROXY.message);
      }
    },
    fallbacks: () => (run >= min ? [UNTRUSTED_PROXY] : []),
  };
}

/** Watches every request of the app; its fallbacks() feeds the health check. */
export function registerProxyWatch(app: FastifyInstance, minRequests?: number): ProxyWatch {
  const watch = createProxyWatch({ log: app.log, minRequests });
  app.addHook("onRequest", async (request) => watch.see(request));
  return watch;
}
