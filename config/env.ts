/**
 * The one configuration module: the server (server/index.ts, the CLI), the build (vite.config.ts,
 * react-router.config.ts, the build scripts) and `npm start` read their settings through it. Everything is
 * checked here once; nothing else reads process.env for a setting. `.env.example` lists every variable.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { retentionDays, retentionMonths } from "#contracts/content/retention.ts";
import { decodeWebhookSecret, webhookSecretFormat } from "#contracts/webhook-signature.ts";
import { ensureSecrets, type GeneratedSecretName, generatedSecretNames } from "./secrets.ts";

/**
 * Loads `.env` (from the working directory) into process.env when the file exists. Variables already in
 * the environment win over the file (Node's loadEnvFile never overwrites them). Safe to call twice.
 */
export function loadDotEnv(file = ".env"): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * WEBHOOK_URLS: comma-separated absolute https:// URLs (http:// to localhost only), each once. Problems name the entry by position, not
 * its value (a hook URL's path is often its only credential).
 */
const webhookUrls = z
  .string()
  .default("")
  .transform((value, ctx) => {
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    const urls: string[] = [];
    entries.forEach((entry, index) => {
      const where = `entry ${index + 1} of ${entries.length}`;
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        ctx.addIssue({ code: "custom", message: `${where} is not an absolute URL` });
        return;
      }
      // A webhook carries personal data: in clear (http://) only to this machine.
      const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
      if (url.protocol !== "https:" && url.protocol !== "http:")
        ctx.addIssue({ code: "custom", message: `${where} is not an http:// or https:// URL` });
      else if (url.protocol === "http:" && !local)
        ctx.addIssue({ code: "custom", message: `${where} is http:// to another host: use https://` });
      // fetch() refuses such URLs; the signature authenticates instead.
      else if (url.username || url.password)
        ctx.addIssue({ code: "custom", message: `${where} has a user name or password in it` });
      else if (urls.includes(url.href))
        ctx.addIssue({ code: "custom", message: `${where} repeats an earlier one (it would be sent twice)` });
      else urls.push(url.href);
    });
    return urls;
  });

const localHosts = ["localhost", "127.0.0.1", "[::1]"];

const envSchema = z.object({
  NODE_ENV: z.string().default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** The owner's content (offers, so far): read at request time, live within seconds. */
  CONTENT_DIR: z.string().min(1).default("./content"),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default("Novo <no-reply@novogyms.co.uk>"),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.string().url().default("https://api.twilio.com"),
  /** Texts the whole site sends in 24 hours; past it the confirmation goes by e-mail (toll-fraud budget). 0: no cap. */
  SMS_DAILY_MAX: z.coerce.number().int().min(0).default(200),
  /** Texts to one number in 24 hours; past it the confirmation goes by e-mail. 0: no cap. */
  SMS_PER_NUMBER_PER_DAY: z.coerce.number().int().min(0).default(2),
  /**
   * Alerts (issue 43, docs/operations.md): an incoming webhook (Slack or Microsoft Teams) that gets one
   * message when an incident has lasted ALERT_AFTER_MINUTES and one when it resolves. Its path is its
   * credential: never logged, and https:// unless to this machine.
   */
  ALERT_WEBHOOK_URL: z
    .string()
    .url()
    .refine((value) => {
      const url = new URL(value);
      return url.protocol === "https:" || (url.protocol === "http:" && localHosts.includes(url.hostname));
    }, "must be an https:// URL (http:// to this machine only)")
    .optional(),
  /** Alerts by text through the Twilio settings: management's numbers, E.164 (+447700900123), comma-separated. */
  ALERT_SMS_TO: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ""),
    )
    .pipe(z.array(z.string().regex(/^\+[1-9][0-9]{6,14}$/, "each number must be E.164, e.g. +447700900123")))
    .default([]),
  /** Minutes an incident (mail failing, a lead past escalation, ...) lasts before it is alerted; decimals allowed. */
  ALERT_AFTER_MINUTES: z.coerce.number().positive().default(15),
  /** Hours a backup (`npm run leads -- backup`) may be old before health says so (a daily backup, with slack). */
  BACKUP_EXPECTED_HOURS: z.coerce.number().positive().default(26),
  /** GET /metrics answers only with this as a bearer token (Prometheus's `authorization`); unset: no /metrics. */
  METRICS_TOKEN: z.string().min(16).optional(),
  GOOGLE_PLACES_API_KEY: z.string().min(1).optional(),
  GOOGLE_PLACES_API_URL: z.string().url().default("https://places.googleapis.com"),
  /** Invented sample reviews, labelled as samples, when Google is not configured: `npm run dev` and tests only. */
  REVIEWS_SAMPLES: z.stringbool().default(false),
  /**
   * Seconds a gym's Google reviews may be kept in memory. Only with a written agreement from Google: its Maps
   * Platform terms allow no caching of Places content, so the default, 0, keeps nothing (decision 0035).
   */
  REVIEWS_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(0),
  /**
   * Place Details calls (with reviews) all instances may make in a calendar month (UTC), counted in the
   * database; past it the section shows only the link to Google. 0: none. The default stays inside Google's
   * free monthly allowance for that SKU (docs/deploy.md, decision 0035).
   */
  REVIEWS_MONTHLY_CALLS: z.coerce.number().int().min(0).default(900),
  /** Pounds to the US dollar for the staff area's estimate of the Places bill (Google prices in USD). */
  REVIEWS_GBP_PER_USD: z.coerce.number().positive().max(10).default(0.75),
  REDIS_URL: z.string().min(1).optional(),
  /** Form posts per address answered 429 above this: flood rates only (see RATE_LIMIT_HOLD_* below). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  RATE_LIMIT_PER_DAY: z.coerce.number().int().min(0).default(1000),
  /** Submissions per address over which they are stored and held for review, not mailed. */
  RATE_LIMIT_HOLD_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_HOLD_PER_DAY: z.coerce.number().int().min(0).default(50),
  /** The same per e-mail address. */
  RATE_LIMIT_EMAIL_HOLD_PER_MINUTE: z.coerce.number().int().min(0).default(3),
  RATE_LIMIT_EMAIL_HOLD_PER_DAY: z.coerce.number().int().min(0).default(20),
  /**
   * Open (future, not cancelled) tour bookings one person, by e-mail address or by phone number, may hold at
   * once; the next is refused with what to do. 0: no limit.
   */
  TOUR_OPEN_PER_PERSON: z.coerce.number().int().min(0).default(2),
  /** Open tour bookings made from one client address past which the next is held for review. 0: no limit. */
  TOUR_OPEN_PER_ADDRESS: z.coerce.number().int().min(0).default(4),
  /** The x-api-key the pages send. Unset: one generated per install (see resolveSecrets). */
  API_KEY: z.string().min(1).optional(),
  SITE_ORIGIN: z.string().url().default("http://localhost:3000"),
  MEDIA_BASE_URL: z.string().url().optional(),
  /**
   * An S3-compatible bucket for photo originals, path-style: the endpoint and the bucket
   * (http://127.0.0.1:9000/novo-photos). Unset: the originals stay in PostgreSQL (decision 0022).
   */
  MEDIA_BUCKET_URL: z.string().url().optional(),
  MEDIA_BUCKET_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_BUCKET_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_BUCKET_REGION: z.string().min(1).default("us-east-1"),
  /** Every build's hashed assets, in a folder the instances share: a rolling deploy's pages find the other build's. */
  ASSETS_KEEP_DIR: z.string().min(1).optional(),
  POSTCODES_API_URL: z.string().url().default("https://api.postcodes.io"),
  /** Where the pages send API calls when it is not their own origin (baked in at build time as VITE_API_BASE). */
  API_BASE_URL: z.string().url().optional(),
  /** Which peers may set X-Forwarded-For (it keys the rate limits): "loopback" trusts a proxy on this host only. */
  TRUST_PROXY: z.string().min(1).default("loopback"),
  /**
   * HMAC key for client addresses. Unset: the one generated once into the database, shared by every instance
   * on it (server/security/shared-salt.ts); here, this DATA_DIR's copy in secrets.json.
   */
  IP_HASH_SALT: z.string().min(1).optional(),
  /** Outbox: delivery attempts before a message is marked dead. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  /** Outbox: how often the worker looks for due messages when nothing nudges it. */
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
  /** Outbox: a row left in 'sending' longer than this belonged to a crashed instance and is taken back. */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(10).default(120),
  /** Outbox: deliveries in flight at once per instance (row locks keep each message to one sender). */
  OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  /** Spool (PostgreSQL only): megabytes of submissions kept on this instance's disk while the database cannot take them. */
  SPOOL_MAX_MB: z.coerce.number().min(0).default(64),
  /** Spool: a write the database has not committed after this long goes to the spool instead (a paused network). */
  SPOOL_WRITE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** SMTP connections each instance keeps open (nodemailer pool). */
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  /** Retention (the privacy policy's periods, contracts/content/retention.ts): months each kind of submission is kept. */
  RETENTION_LEAD_MONTHS: z.coerce.number().int().min(1).default(retentionMonths.leads),
  RETENTION_INTEREST_MONTHS: z.coerce.number().int().min(1).default(retentionMonths.interest),
  RETENTION_ENQUIRY_MONTHS: z.coerce.number().int().min(1).default(retentionMonths.enquiries),
  RETENTION_INVESTOR_MONTHS: z.coerce.number().int().min(1).default(retentionMonths.investorEnquiries),
  /** Retention: days a honeypot-caught submission is kept, and days after delivery a sent message keeps its body. */
  RETENTION_SPAM_DAYS: z.coerce.number().int().min(1).default(retentionDays.spam),
  RETENTION_SENT_MESSAGE_DAYS: z.coerce.number().int().min(1).default(retentionDays.sentMessageCopies),
  /** CRM webhooks: every submission that notifies staff is POSTed, signed, to each (docs/webhooks.md). */
  WEBHOOK_URLS: webhookUrls,
  /** The Standard Webhooks signing secret; required with WEBHOOK_URLS. Never logged. */
  WEBHOOK_SECRET: z
    .string()
    .refine((value) => decodeWebhookSecret(value) !== null, {
      message: `must be ${webhookSecretFormat}, e.g. from: node -e "console.log('whsec_' + require('crypto').randomBytes(32).toString('base64'))"`,
    })
    .optional(),
  /**
   * The owner's first access to /staff, as "address=role" pairs separated by commas (role: a place's
   * formName or "management"). Read only at start and only on an empty staff table, whose first records it
   * becomes; afterwards management keeps staff at /staff/people and this is ignored (decision 0028). The
   * start-up line and /api/health say which holds. Never taken from content, which editors may change.
   */
  STAFF_EMAILS: z.string().min(1).optional(),
  /** Sign-in requests per client address (IPv6: per /64) in 15 minutes, above which no link is sent. */
  STAFF_SIGN_IN_PER_15_MINUTES: z.coerce.number().int().min(1).default(5),
  /** A staff session's absolute lifetime in hours, however active (the 8-hour idle timeout slides within it). */
  STAFF_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** Sign-in link mails to one inbox in an hour, whoever asks; a live link is never replaced. */
  STAFF_SIGN_IN_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(4),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BUILD_DIR: z.string().min(1).default("./build"),
});

type ParsedEnv = z.infer<typeof envSchema>;

/** Every variable the configuration reads: .env.example and the README's table list each (tested). */
export const configVariables = Object.keys(envSchema.shape);

/** buildDir is the site's client build: BUILD_DIR/client (the server bundle is beside it, in server/). */
/** Every generated secret is always a string in Env: configured, or this install's own. */
export type Env = Omit<ParsedEnv, GeneratedSecretName> &
  Record<GeneratedSecretName, string> & {
    dataDir: string;
    buildDir: string;
    /** CONTENT_DIR, absolute. */
    contentDir: string;
    /** Where API_KEY came from: "build" means the key the served pages were built with. */
    apiKeySource: "configured" | "generated" | "build";
    /** The secrets taken from DATA_DIR/secrets.json because they were not configured. */
    generatedSecrets: GeneratedSecretName[];
  };

type Source = Record<string, string | undefined>;

function parse<Schema extends z.ZodType>(schema: Schema, source: Source): z.infer<Schema> {
  // Empty strings mean "unset" (a blank line in a .env file must not switch a feature on).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return result.data;
}

export interface ReadEnvOptions {
  /**
   * The server that serves the built pages passes true: when API_KEY is not configured it accepts
   * the key those pages were built with (BUILD_DIR/client/build-info.json), so a build made elsewhere (a
   * Docker image's build stage) still works with a fresh DATA_DIR.
   */
  preferBuiltApiKey?: boolean;
}

export function readEnv(source: Source = process.env, options: ReadEnvOptions = {}): Env {
  const parsed = parse(envSchema, source);
  if (
    parsed.MEDIA_BUCKET_URL &&
    !(parsed.MEDIA_BUCKET_ACCESS_KEY_ID && parsed.MEDIA_BUCKET_SECRET_ACCESS_KEY)
  )
    throw new Error(
      "Invalid configuration: MEDIA_BUCKET_ACCESS_KEY_ID and MEDIA_BUCKET_SECRET_ACCESS_KEY: required when MEDIA_BUCKET_URL is set (every request to the bucket is signed)",
    );
  // An unsigned webhook hands leads to anyone who learns the URL; a generated secret would differ per
  // instance and be unknown to the receiver. So no secret, no start.
  if (parsed.WEBHOOK_URLS.length > 0 && !parsed.WEBHOOK_SECRET)
    throw new Error(
      `Invalid configuration: WEBHOOK_SECRET: required when WEBHOOK_URLS is set (every webhook is signed); set it to ${webhookSecretFormat}`,
    );
  // A number to alert without a way to text it would be a silent alert channel.
  if (
    parsed.ALERT_SMS_TO.length > 0 &&
    !(parsed.TWILIO_ACCOUNT_SID && parsed.TWILIO_AUTH_TOKEN && parsed.TWILIO_FROM)
  )
    throw new Error(
      "Invalid configuration: ALERT_SMS_TO: needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (alerts are texted through Twilio)",
    );
  const dataDir = path.resolve(parsed.DATA_DIR);
  const buildDir = path.resolve(parsed.BUILD_DIR, "client");
  const builtKey = options.preferBuiltApiKey && !parsed.API_KEY ? builtApiKey(buildDir) : undefined;
  // A secret added to generatedSecretNames (and to the schema as optional) is handled here with no more code.
  const known: Partial<Record<GeneratedSecretName, string>> = {};
  for (const name of generatedSecretNames) known[name] = parsed[name];
  if (builtKey) known.API_KEY = builtKey;
  const missing = generatedSecretNames.filter((name) => !known[name]);
  const secrets = { ...known, ...(missing.length > 0 ? ensureSecrets(dataDir, missing) : {}) };
  const resolved = {} as Record<GeneratedSecretName, string>;
  for (const name of generatedSecretNames) {
    const value = secrets[name];
    if (!value) throw new Error(`unreachable: ${name} is neither configured nor generated`);
    resolved[name] = value;
  }
  return {
    ...parsed,
    ...resolved,
    dataDir,
    buildDir,
    contentDir: path.resolve(parsed.CONTENT_DIR),
    apiKeySource: parsed.API_KEY ? "configured" : builtKey ? "build" : "generated",
    generatedSecrets: missing,
  };
}

/** The API key a build baked into its pages, from its build-info.json; undefined without a build. */
export function builtApiKey(clientDir: string): string | undefined {
  try {
    const info = JSON.parse(readFileSync(path.join(clientDir, "build-info.json"), "utf8")) as {
      env?: { VITE_API_KEY?: unknown };
    };
    return typeof info.env?.VITE_API_KEY === "string" && info.env.VITE_API_KEY
      ? info.env.VITE_API_KEY
      : undefined;
  } catch {
    return undefined;
  }
}

const buildSchema = envSchema.pick({
  DATA_DIR: true,
  BUILD_DIR: true,
  API_KEY: true,
  API_BASE_URL: true,
  MEDIA_BASE_URL: true,
  POSTCODES_API_URL: true,
  SITE_ORIGIN: true,
});

/** Where the build goes (react-router's buildDirectory); the site is its client/ folder. */
export function buildRoot(source: Source = process.env): string {
  return parse(buildSchema, source).BUILD_DIR;
}

const noTrailingSlash = (url: string | undefined) => (url ?? "").replace(/\/+$/, "");

/**
 * The server-side settings the build bakes into the pages, under the VITE_ names the browser reads
 * (app/lib/config.ts). The API key is the configured one, or this install's generated one from DATA_DIR,
 * the same file the server reads, so the pages send the key the server expects.
 */
export function browserBuildEnv(source: Source = process.env) {
  const parsed = parse(buildSchema, source);
  const apiKey = parsed.API_KEY ?? ensureSecrets(path.resolve(parsed.DATA_DIR), ["API_KEY"]).API_KEY;
  return {
    VITE_MEDIA_BASE_URL: noTrailingSlash(parsed.MEDIA_BASE_URL),
    VITE_API_KEY: apiKey,
    VITE_API_BASE: noTrailingSlash(parsed.API_BASE_URL),
    VITE_POSTCODES_API_URL: noTrailingSlash(parsed.POSTCODES_API_URL),
    VITE_SITE_ORIGIN: noTrailingSlash(parsed.SITE_ORIGIN),
  };
}
