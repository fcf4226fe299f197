import type { FastifyServerOptions } from "fastify";

/**
 * Logger settings: nothing a visitor typed, no key and no client address reaches the logs. Fastify does not
 * log bodies, but anything that logs a payload or a header by mistake is still censored.
 */
const piiFields = ["firstName", "lastName", "email", "phoneNum", "phone", "subject", "message", "recipient"];

export const redactPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-api-key"]',
  'req.headers["x-forwarded-for"]',
  'req.headers["set-cookie"]',
  "req.remoteAddress",
  "req.body",
  "body",
  "payload",
  ...piiFields,
  ...piiFields.map((field) => `*.${field}`),
  ...piiFields.map((field) => `body.${field}`),
  ...piiFields.map((field) => `payload.${field}`),
];

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: { paths: redactPaths, censor: "[redacted]" },
  };
}
