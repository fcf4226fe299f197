import path from "node:path";
import { z } from "zod";
import { DEFAULT_API_KEY } from "../scripts/build-env.mjs";

/** Server configuration: read and checked once at start-up. Nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.string().default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default("Novo <no-reply@novogyms.co.uk>"),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.string().url().default("https://api.twilio.com"),
  GOOGLE_PLACES_API_KEY: z.string().min(1).optional(),
  GOOGLE_PLACES_API_URL: z.string().url().default("https://places.googleapis.com"),
  REVIEWS_CACHE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(6 * 60 * 60),
  /** Invented sample reviews instead of none when Google is not configured: `npm run dev` and tests only. */
  REVIEWS_SAMPLES: z.stringbool().default(false),
  /** The day-pass offer's last day (London), overriding app/content/brand.ts; messages say the code only until then. */
  DAYPASS_OFFER_ENDS_ON: z.iso.date().optional(),
  REDIS_URL: z.string().min(1).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(5),
  RATE_LIMIT_PER_DAY: z.coerce.number().int().min(0).default(50),
  API_KEY: z.string().min(1).default(DEFAULT_API_KEY),
  SITE_ORIGIN: z.string().url().default("http://localhost:3000"),
  MEDIA_BASE_URL: z.string().url().optional(),
  POSTCODES_API_URL: z.string().url().default("https://api.postcodes.io"),
  /** Where the pages send API calls when it is not their own origin (baked in at build time as VITE_API_BASE). */
  API_BASE_URL: z.string().url().optional(),
  /** Which peers may set X-Forwarded-For (it keys the rate limits): "loopback" trusts a proxy on this host only. */
  TRUST_PROXY: z.string().min(1).default("loopback"),
  IP_HASH_SALT: z.string().min(1).default("novo-local-salt"),
  /** Outbox: delivery attempts before a message is marked dead. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  /** Outbox: how often the worker looks for due messages when nothing nudges it. */
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
  /** Outbox: a row left in 'sending' longer than this belonged to a crashed instance and is taken back. */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(10).default(120),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BUILD_DIR: z.string().min(1).default("./build"),
});

/** buildDir is the prerendered site: BUILD_DIR/client. */
export type Env = z.infer<typeof envSchema> & { dataDir: string; buildDir: string };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "unset" (a blank line in a .env file must not switch a feature on).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    buildDir: path.resolve(result.data.BUILD_DIR, "client"),
  };
}
