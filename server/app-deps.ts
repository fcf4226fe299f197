/**
 * What the HTTP app is built from (buildApp's deps: the environment, the database, and what tests replace) and
 * what it hangs on the Fastify instance for its routes and plugins.
 */
import type { FastifyServerOptions, onRequestAsyncHookHandler } from "fastify";
import type { Redis } from "ioredis";
import type { ServerBuild } from "react-router";
import type { PlacesLoadContext } from "#contracts/places-load-context.ts";
import type { ContentStore } from "./content/store.ts";
import type { ContentSync } from "./content/sync.ts";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Mailer } from "./mail/transport";
import type { OpsDeps } from "./ops/plugin.ts";
import type { OutboxWorker, OutboxWorkerOptions } from "./outbox/worker";
import type { PagesOptions } from "./pages/serve";
import type { cspDirectives } from "./security/csp";
import type { Spool } from "./spool/spool";
import type { StaffAccess } from "./staff/first-access.ts";
import type { SubmissionService } from "./submissions/service";
import type { ToursService } from "./tours/service";

export interface AppDeps {
  env: Env;
  database: Database;
  /** Serve build/client too (the default); tests of the API alone pass false. */
  serveSite?: boolean;
  /** The page cache's content version, offer boundaries, sitemap posts and limits (server/pages/serve.ts). */
  pages?: PagesOptions;
  /** Run the outbox worker in this process (the default). Tests that drive delivery themselves pass false. */
  startWorker?: boolean;
  /** Worker tuning for tests (poll interval, backoff, instance id); defaults come from env. */
  worker?: Partial<
    Pick<
      OutboxWorkerOptions,
      | "pollIntervalMs"
      | "backoffMs"
      | "instanceId"
      | "leaseSeconds"
      | "batchSize"
      | "concurrency"
      | "statusRetryDelaysMs"
    >
  >;
  /** Replaces the mail transport built from SMTP_URL / DATA_DIR. */
  mailer?: Mailer;
  /** Replaces the Redis client built from REDIS_URL (the caller then owns it). */
  redis?: Redis;
  /** Redis key prefix of the rate limits; tests give each app its own. */
  rateLimitNameSpace?: string;
  logger?: FastifyServerOptions["logger"];
  /** Spool replay backoff for tests (from, doubling up to), in ms. */
  spoolRetryMs?: { min: number; max: number };
  /** How long a spool folder's lock may go untouched before another instance takes it over (tests). */
  spoolLockStaleMs?: number;
  /** Replaces the content store of CONTENT_DIR (tests). */
  content?: ContentStore;
  /**
   * `npm run dev` (server/dev/app.ts, decision 0032): the site's React Router build is Vite's, asked for at
   * each request, and the HTTP server hands Vite its own requests (modules, HMR) before Fastify sees them.
   */
  dev?: DevSite;
  /** The alerts' tuning for tests (server/ops/plugin.ts). */
  ops?: OpsDeps["alerts"];
}

export interface DevSite {
  build: () => Promise<ServerBuild>;
  serverFactory: NonNullable<FastifyServerOptions["serverFactory"]>;
  /** What the pages' Content-Security-Policy adds for Vite's client (its HMR websocket). */
  csp: (directives: ReturnType<typeof cspDirectives>) => Record<string, string[]>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox worker of this instance (started with the app unless deps.startWorker is false). */
    outbox: OutboxWorker;
    /** The one path of every form submission, JSON API or native form post. */
    submissions: SubmissionService;
    /** The per-client limits of form submissions, as an onRequest hook for every route that takes one. */
    formRateLimit: onRequestAsyncHookHandler;
    /** The live content, which the pages' loaders read (server/content/store.ts): this instance's working copy. */
    content: ContentStore;
    /** How this instance follows the database's content (server/content/sync.ts); null when deps.content replaced it. */
    contentSync: ContentSync | null;
    /** The slugs places have had (decision 0030): the place routes' load context. */
    places: PlacesLoadContext;
    /** Tour bookings (issue 19) for one request's client: the tour pages' load context. */
    tours: ToursService;
    /** This instance's spool (PostgreSQL with SPOOL_MAX_MB > 0), or null: spool.status().depth is the count waiting. */
    spool: Spool | null;
    /** What the staff records held at start, STAFF_EMAILS's first access included (the start-up line says it). */
    staffAccess: StaffAccess;
  }
}
