import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type onRequestAsyncHookHandler,
} from "fastify";
import { Redis } from "ioredis";
import { gymsFrom } from "#app/content/gyms.server.ts";
import { type ContentStore, contentStoreFor, nextOfferBoundary } from "#app/content/store.server.ts";
import { API_KEY_HEADER } from "#contracts/api.ts";
import { registerEnquiry } from "./api/enquiry";
import { registerApiErrors } from "./api/errors";
import { registerHealth } from "./api/health";
import { registerInterest } from "./api/interest";
import { registerInvestor } from "./api/investor";
import { registerLead } from "./api/lead";
import { registerReviews } from "./api/reviews";
import type { SubmissionContext } from "./api/submission-route";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { localFallbacks } from "./fallbacks";
import { loggerOptions } from "./logging";
import { createMailer, type Mailer } from "./mail/transport";
import { registerUploads } from "./media/uploads.ts";
import { createChasePrepare } from "./outbox/chase";
import { createDeliver } from "./outbox/deliver";
import type { MessageOptions } from "./outbox/messages";
import { OutboxWorker, type OutboxWorkerOptions } from "./outbox/worker";
import type { PagesOptions } from "./pages/serve";
import { postEntries } from "./pages/sitemap";
import { registerRetention } from "./privacy/retention";
import { createReviewsService } from "./reviews/service";
import { cspDirectives, cspHeader, isEditorPath } from "./security/csp";
import { registerProxyWatch } from "./security/proxy-watch.ts";
import { createHoldPolicy, registerRateLimits } from "./security/rate-limit";
import { registerSite } from "./site";
import { createTwilioSender, type SmsSender } from "./sms/twilio";
import { Spool } from "./spool/spool";
import { registerStaffArea } from "./staff/area.ts";
import { createPageViewCounter, registerPageViews } from "./stats/page-views";
import { createSubmissionService, type SubmissionService } from "./submissions/service";
import { createToursService, type ToursService } from "./tours/service";
import { createWebhookSender } from "./webhooks/send";

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
  /** Replaces the content store of CONTENT_DIR (tests). */
  content?: ContentStore;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox worker of this instance (started with the app unless deps.startWorker is false). */
    outbox: OutboxWorker;
    /** The one path of every form submission, JSON API or native form post. */
    submissions: SubmissionService;
    /** The per-client limits of form submissions, as an onRequest hook for every route that takes one. */
    formRateLimit: onRequestAsyncHookHandler;
    /** The content of CONTENT_DIR, which the pages' loaders read (app/content/store.server.ts). */
    content: ContentStore;
    /** Tour bookings (issue 19) for one request's client: the tour pages' load context. */
    tours: ToursService;
    /** This instance's spool (PostgreSQL with SPOOL_MAX_MB > 0), or null: spool.status().depth is the count waiting. */
    spool: Spool | null;
  }
}

/** The whole HTTP app: /api and the site's pages, rendered at request time. Testable with app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(env.LOG_LEVEL),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    bodyLimit: 16 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const siteOrigin = env.SITE_ORIGIN.replace(/\/+$/, "");
  const content = deps.content ?? contentStoreFor(env.contentDir, { log: app.log });
  await content.loaded;
  app.decorate("content", content);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      dataDir: env.dataDir,
      messageIdDomain: new URL(siteOrigin).hostname,
      maxConnections: env.SMTP_MAX_CONNECTIONS,
    });
  const sms: SmsSender | null =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
      ? createTwilioSender({
          apiUrl: env.TWILIO_API_URL,
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          from: env.TWILIO_FROM,
        })
      : null;
  const worker = new OutboxWorker({
    db: database.db,
    deliver: createDeliver({
      mailer,
      sms,
      mailFrom: env.MAIL_FROM,
      webhooks: env.WEBHOOK_SECRET ? createWebhookSender({ secret: env.WEBHOOK_SECRET }) : null,
    }),
    log: app.log,
    pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    leaseSeconds: env.OUTBOX_LEASE_SECONDS,
    concurrency: env.OUTBOX_CONCURRENCY,
    prepare: createChasePrepare(database.db, {
      siteOrigin,
      content,
      gyms: () => gymsFrom(content.snapshot()),
    }),
    ...deps.worker,
  });
  app.decorate("outbox", worker);

  const ownRedis =
    !deps.redis && env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
  const redis = deps.redis ?? ownRedis;
  ownRedis?.on("error", (error) => app.log.warn({ err: error }, "redis: connection problem"));

  const cspSources = {
    mediaBaseUrl: env.MEDIA_BASE_URL,
    postcodesApiUrl: env.POSTCODES_API_URL,
    apiBaseUrl: env.API_BASE_URL,
  };
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(cspSources) },
    // The site embeds provider frames and loads CDN media: cross-origin isolation would block them.
    crossOriginEmbedderPolicy: false,
    // Our own form posts carry the page they came from (a lead's page of origin, docs/analytics.md);
    // no other site is ever told which page of ours a visitor was on.
    referrerPolicy: { policy: "same-origin" },
  });

  // PGlite is in this process, on this disk: when it cannot write, neither could a journal beside it.
  const spool =
    database.dialect === "postgres" && env.SPOOL_MAX_MB > 0
      ? new Spool({
          dataDir: env.dataDir,
          maxBytes: Math.floor(env.SPOOL_MAX_MB * 1024 * 1024),
          db: database.db,
          log: app.log,
          stored: () => worker.nudge(),
          writeTimeoutMs: env.SPOOL_WRITE_TIMEOUT_MS,
          smsLimits: { smsPerNumberPerDay: env.SMS_PER_NUMBER_PER_DAY, smsDailyMax: env.SMS_DAILY_MAX },
          retryMs: deps.spoolRetryMs,
        })
      : null;
  await spool?.open();
  app.decorate("spool", spool);

  // A proxy that is not trusted makes every visitor one address: said in the log and in health.
  const proxyWatch = registerProxyWatch(app);
  const messageOptions: MessageOptions = {
    siteOrigin,
    smsEnabled: sms !== null,
    smsPerNumberPerDay: env.SMS_PER_NUMBER_PER_DAY,
    smsDailyMax: env.SMS_DAILY_MAX,
    offers: () => content.snapshot().offers,
    content,
    gyms: () => gymsFrom(content.snapshot()),
    webhookUrls: env.WEBHOOK_URLS,
  };
  const submissions = createSubmissionService({
    db: database.db,
    spool,
    writeTimeoutMs: env.SPOOL_WRITE_TIMEOUT_MS,
    messages: messageOptions,
    stored: () => worker.nudge(),
    log: app.log,
    hold: createHoldPolicy({
      thresholds: {
        perAddressPerMinute: env.RATE_LIMIT_HOLD_PER_MINUTE,
        perAddressPerDay: env.RATE_LIMIT_HOLD_PER_DAY,
        perEmailPerMinute: env.RATE_LIMIT_EMAIL_HOLD_PER_MINUTE,
        perEmailPerDay: env.RATE_LIMIT_EMAIL_HOLD_PER_DAY,
      },
      salt: env.IP_HASH_SALT,
      redis,
      nameSpace: deps.rateLimitNameSpace,
    }),
  });
  app.decorate("submissions", submissions);
  app.decorate(
    "tours",
    createToursService({
      db: database.db,
      messages: messageOptions,
      stored: () => worker.nudge(),
      content,
    }),
  );
  // Registered on the root so that native form posts outside /api share the same counters.
  const rateLimit = await registerRateLimits(app, {
    perMinute: env.RATE_LIMIT_PER_MINUTE,
    perDay: env.RATE_LIMIT_PER_DAY,
    redis,
    nameSpace: deps.rateLimitNameSpace,
  });
  app.decorate("formRateLimit", rateLimit);
  await app.register(
    async (api) => {
      registerApiErrors(api);
      await api.register(cors, {
        origin: [siteOrigin],
        methods: ["GET", "POST"],
        allowedHeaders: ["content-type", API_KEY_HEADER],
        maxAge: 600,
      });
      const context: SubmissionContext = {
        apiKey: env.API_KEY,
        ipHashSalt: env.IP_HASH_SALT,
        rateLimit,
        submissions,
      };
      registerHealth(
        api,
        database,
        () => [...localFallbacks(env), ...proxyWatch.fallbacks()],
        spool,
        () => content.problems(),
      );
      registerLead(api, context);
      registerEnquiry(api, context);
      registerInvestor(api, context);
      registerInterest(api, context);
      registerReviews(api, {
        apiKey: env.API_KEY,
        reviews: createReviewsService({
          apiKey: env.GOOGLE_PLACES_API_KEY,
          apiUrl: env.GOOGLE_PLACES_API_URL,
          ttlSeconds: env.REVIEWS_CACHE_TTL_SECONDS,
          samples: env.REVIEWS_SAMPLES,
          gyms: () => gymsFrom(content.snapshot()),
          log: app.log,
        }),
      });
    },
    { prefix: "/api" },
  );

  // Cookie-free counts of the pages served, for the staff area's conversion charts (docs/analytics.md).
  registerPageViews(app, createPageViewCounter({ db: database.db, log: app.log }));
  // The staff area's session and queries, which the site's React Router handler passes to app/routes/staff.
  registerStaffArea(app, {
    db: database.db,
    siteOrigin,
    dataDir: env.dataDir,
    staffEmails: env.STAFF_EMAILS,
    signInLimit: env.STAFF_SIGN_IN_PER_15_MINUTES,
    signInMailsPerHour: env.STAFF_SIGN_IN_MAILS_PER_HOUR,
    sessionMaxHours: env.STAFF_SESSION_MAX_HOURS,
    salt: env.IP_HASH_SALT,
    worker,
    messages: messageOptions,
    redis,
    nameSpace: deps.rateLimitNameSpace,
  });

  // The owner's uploaded photos in responsive sizes (decision 0019).
  registerUploads(app, { content, dataDir: env.dataDir });

  if (deps.serveSite !== false)
    await registerSite(app, env.buildDir, {
      contentSecurityPolicy: (hashes, path) =>
        cspHeader(cspDirectives(cspSources, hashes, { editor: isEditorPath(path) })),
      forms: { ipHashSalt: env.IP_HASH_SALT, siteOrigin, postcodesApiUrl: env.POSTCODES_API_URL },
      // A content change empties the page cache; a page showing offers is stale at the next start or end.
      pages: {
        contentVersion: () => content.version(),
        validUntil: () => nextOfferBoundary(content.snapshot(), new Date()),
        sitemapPosts: () => postEntries(content.snapshot()),
        ...deps.pages,
      },
    });

  if (deps.startWorker !== false) app.addHook("onReady", async () => worker.start());
  // Replay runs in every instance with a spool, worker or not: it only moves its own journal in.
  if (spool) app.addHook("onReady", async () => spool.start());
  // The daily retention pass (privacy policy) runs beside the worker, in every instance.
  registerRetention(app, { db: database.db, env, start: deps.startWorker !== false });
  // Runs after in-flight requests have finished: the delivery in flight completes, claimed rows go back.
  app.addHook("onClose", async () => {
    await spool?.stop();
    await worker.stop();
    mailer.close();
    if (ownRedis) await ownRedis.quit().catch(() => ownRedis.disconnect());
  });
  return app;
}

/** "true"/"false", or proxy-addr names and CIDRs ("loopback", "10.0.0.0/8, 192.168.1.1"). */
function trustProxySetting(value: string): boolean | string {
  if (value === "true") return true;
  if (value === "false") return false;
  return value;
}
