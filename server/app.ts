import path from "node:path";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { API_KEY_HEADER } from "#contracts/api.ts";
import { LANDING_HEADER } from "#contracts/attribution.ts";
import { gymsFrom } from "#contracts/content/gyms.server.ts";
import { placesFrom } from "#contracts/content/places.server.ts";
import { nextOfferBoundary } from "#server/content/store.ts";
import { contentStoreFor } from "#server/content/stores.ts";
import { registerEnquiry } from "./api/enquiry";
import { registerApiErrors } from "./api/errors";
import { registerInterest } from "./api/interest";
import { registerInvestor } from "./api/investor";
import { registerLead } from "./api/lead";
import { registerReviews } from "./api/reviews";
import type { SubmissionContext } from "./api/submission-route";
import type { AppDeps } from "./app-deps";
import { mediaBucketFrom } from "./content/bucket.ts";
import { attachMediaBucket } from "./content/files.ts";
import { startContentSync } from "./content/start-sync.ts";
import { siteFallbacks } from "./fallbacks";
import { loggerOptions } from "./logging";
import { createMailer } from "./mail/transport";
import { registerUploads } from "./media/uploads.ts";
import { recordDeliveryAttempt } from "./ops/figures.ts";
import { countedSubmissions, createMetrics, registerRequestTiming } from "./ops/metrics.ts";
import { registerOps } from "./ops/plugin.ts";
import { createChasePrepare } from "./outbox/chase";
import { createDeliver } from "./outbox/deliver";
import type { MessageOptions } from "./outbox/messages";
import { OutboxWorker } from "./outbox/worker";
import { placeEntries, postEntries } from "./pages/sitemap";
import { placePagePaths } from "./pages/target";
import { placesLoadContext } from "./places/former-slugs";
import { registerRetention } from "./privacy/retention";
import { createPlacesBudget } from "./reviews/budget";
import { createReviewsService } from "./reviews/service";
import { cspDirectives, cspHeader, isEditorPath } from "./security/csp";
import { registerProxyWatch } from "./security/proxy-watch.ts";
import { createHoldPolicy, registerRateLimits } from "./security/rate-limit";
import { resolveIpHashSalt } from "./security/shared-salt.ts";
import { trustProxySetting } from "./security/trust-proxy.ts";
import { registerSite } from "./site";
import { twilioSenderFrom } from "./sms/twilio";
import { Spool } from "./spool/spool";
import { registerStaffArea } from "./staff/area.ts";
import { openStaffRecords } from "./staff/first-access.ts";
import { createPageViewCounter, registerPageViews } from "./stats/page-views";
import { createSubmissionService } from "./submissions/service";
import { createToursService } from "./tours/service";
import { createWebhookSender } from "./webhooks/send";

export type { AppDeps, DevSite } from "./app-deps";

/** The whole HTTP app: /api and the site's pages, rendered at request time. Testable with app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(env.LOG_LEVEL),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    bodyLimit: 16 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ...(deps.dev ? { serverFactory: deps.dev.serverFactory } : {}),
  });
  // Before any route, so every request is timed (/metrics, server/ops).
  const metrics = createMetrics();
  registerRequestTiming(app, metrics);

  const siteOrigin = env.SITE_ORIGIN.replace(/\/+$/, "");
  // One salt for every instance on this database, unless configured (issue 31).
  const ipHashSalt = await resolveIpHashSalt(env, database.db, app.log);
  // Google Place Details calls this month, counted with every instance on this database (decision 0035).
  const placesBudget = createPlacesBudget(database.db, env.REVIEWS_MONTHLY_CALLS);
  // The live content is the database's; this instance serves its working copy of it (decision 0022). A file
  // missing or invalid at start-up is served from its last good copy kept under DATA_DIR, or the shipped
  // content/ (the repository's, or the image's at /app/content).
  // Photo originals go to the bucket when one is configured; every content read and write finds it on the db.
  attachMediaBucket(database.db, mediaBucketFrom(env));
  const contentSync = deps.content ? null : await startContentSync(env, database, app.log);
  const content =
    deps.content ??
    contentStoreFor(contentSync?.workDir ?? env.contentDir, {
      log: app.log,
      lastGoodDir: path.join(env.dataDir, "content-last-good"),
      shippedDir: path.resolve("content"),
    });
  contentSync?.onChange(() => content.reload());
  await content.loaded;
  app.decorate("content", content);
  app.decorate("contentSync", contentSync);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      dataDir: env.dataDir,
      messageIdDomain: new URL(siteOrigin).hostname,
      maxConnections: env.SMTP_MAX_CONNECTIONS,
    });
  const sms = twilioSenderFrom(env);
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
    // Per channel, since when every attempt has failed (health, alerts); a refused address says nothing of it.
    attempted: async (row, outcome) =>
      outcome === "refused"
        ? undefined
        : recordDeliveryAttempt(database.db, row.channel, outcome === "delivered"),
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
          lockStaleMs: deps.spoolLockStaleMs,
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
    places: () => placesFrom(content.snapshot()),
    webhookUrls: env.WEBHOOK_URLS,
  };
  // STAFF_EMAILS is only the owner's first access, on an empty staff table (decision 0028).
  const staffAccess = await openStaffRecords(database.db, env.STAFF_EMAILS, messageOptions.gyms(), app.log);
  app.decorate("staffAccess", staffAccess);
  const hold = createHoldPolicy({
    thresholds: {
      perAddressPerMinute: env.RATE_LIMIT_HOLD_PER_MINUTE,
      perAddressPerDay: env.RATE_LIMIT_HOLD_PER_DAY,
      perEmailPerMinute: env.RATE_LIMIT_EMAIL_HOLD_PER_MINUTE,
      perEmailPerDay: env.RATE_LIMIT_EMAIL_HOLD_PER_DAY,
    },
    salt: ipHashSalt,
    redis,
    nameSpace: deps.rateLimitNameSpace,
  });
  const submissions = countedSubmissions(
    createSubmissionService({
      db: database.db,
      spool,
      writeTimeoutMs: env.SPOOL_WRITE_TIMEOUT_MS,
      messages: messageOptions,
      stored: () => worker.nudge(),
      log: app.log,
      hold,
    }),
    metrics,
  );
  app.decorate("submissions", submissions);
  app.decorate(
    "places",
    placesLoadContext(database.db, () => content.version()),
  );
  app.decorate(
    "tours",
    createToursService({
      db: database.db,
      messages: messageOptions,
      stored: () => worker.nudge(),
      content,
      hold,
      openLimits: { perPerson: env.TOUR_OPEN_PER_PERSON, perAddress: env.TOUR_OPEN_PER_ADDRESS },
      dataDir: env.dataDir,
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
  const ops = registerOps(app, {
    env,
    database,
    metrics,
    spool,
    content,
    contentSync,
    sms,
    // The alerts run where the worker runs (tests that drive delivery themselves tick them too).
    alerts: { start: deps.startWorker !== false, ...deps.ops },
    fallbacks: () => siteFallbacks(env, staffAccess, proxyWatch, content),
  });
  await app.register(
    async (api) => {
      registerApiErrors(api);
      await api.register(cors, {
        origin: [siteOrigin],
        methods: ["GET", "POST"],
        allowedHeaders: ["content-type", API_KEY_HEADER, LANDING_HEADER],
        maxAge: 600,
      });
      const context: SubmissionContext = {
        apiKey: env.API_KEY,
        ipHashSalt,
        rateLimit,
        submissions,
      };
      ops.registerHealth(api);
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
          budget: placesBudget,
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
    signInLimit: env.STAFF_SIGN_IN_PER_15_MINUTES,
    signInMailsPerHour: env.STAFF_SIGN_IN_MAILS_PER_HOUR,
    sessionMaxHours: env.STAFF_SESSION_MAX_HOURS,
    salt: ipHashSalt,
    worker,
    messages: messageOptions,
    redis,
    nameSpace: deps.rateLimitNameSpace,
    content,
    contentSync,
    reviewsUsage: {
      budget: placesBudget,
      gbpPerUsd: env.REVIEWS_GBP_PER_USD,
      live: Boolean(env.GOOGLE_PLACES_API_KEY),
    },
    incidents: () => ops.incidents(),
  });

  // The owner's uploaded photos in responsive sizes (decision 0019).
  registerUploads(app, { content, dataDir: env.dataDir });

  if (deps.serveSite !== false)
    await registerSite(app, deps.dev ? { load: deps.dev.build } : { buildDir: env.buildDir }, {
      contentSecurityPolicy: (hashes, path) => {
        const directives = cspDirectives(cspSources, hashes, { editor: isEditorPath(path) });
        return cspHeader(deps.dev ? deps.dev.csp(directives) : directives);
      },
      forms: { ipHashSalt, siteOrigin, postcodesApiUrl: env.POSTCODES_API_URL },
      // A content change empties the page cache; a page showing offers is stale at the next start or end.
      pages: {
        contentVersion: () => content.version(),
        validUntil: () => nextOfferBoundary(content.snapshot(), new Date()),
        sitemapEntries: () => [
          ...placeEntries(gymsFrom(content.snapshot())),
          ...postEntries(content.snapshot()),
        ],
        placePages: () => placePagePaths(placesFrom(content.snapshot())),
        ...(env.ASSETS_KEEP_DIR ? { keptAssetsDir: path.resolve(env.ASSETS_KEEP_DIR) } : {}),
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
    // No new claim from here on (stop() says so before its first await); the deliveries in flight finish
    // while the rest closes. Stopped last, a slow close before it let the worker claim and send more.
    const workerStopped = worker.stop();
    await contentSync?.close();
    // Its folders are let go at once: another instance on this DATA_DIR replays what is left.
    await spool?.close();
    await workerStopped;
    mailer.close();
    if (ownRedis) await ownRedis.quit().catch(() => ownRedis.disconnect());
  });
  return app;
}
