/** A logger whose lines a test can read: the app's own logger options (redaction, serializers), at debug unless told. */
import { Writable } from "node:stream";
import type { FastifyServerOptions } from "fastify";
import { loggerOptions } from "#server/logging.ts";

export function capturedLog(level = "debug"): { logger: FastifyServerOptions["logger"]; text: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions(level);
  return {
    logger: { ...(typeof options === "object" ? options : {}), stream },
    text: () => lines.join(""),
  };
}
