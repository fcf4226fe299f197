/**
 * Photo originals in an S3-compatible bucket (decision 0022, amendment): each under its git blob sha, so a
 * key names one content forever and a write of the same photo twice is harmless. PostgreSQL keeps the index
 * (content_files: path, sha, metadata, empty bytes). Requests are path-style and signed with SigV4 (aws4fetch).
 */
import { AwsClient } from "aws4fetch";
import type { Env } from "#server/env.ts";

/** The bucket could not take or give a photo: a save is refused (503), a sync keeps its copy and retries. */
export class MediaBucketError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MediaBucketError";
  }
}

export interface MediaBucketSettings {
  /** Endpoint and bucket, path-style: http://127.0.0.1:9000/novo-photos. */
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** A bucket answer slower than this is a failure: a save must not hang on it. */
const TIMEOUT_MS = 15_000;

export class MediaBucket {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(settings: MediaBucketSettings) {
    this.base = settings.url.replace(/\/+$/, "");
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: "s3",
      retries: 0,
    });
  }

  /** The object's key: content-addressed by the blob sha. */
  static keyOf(sha: string): string {
    if (!/^[0-9a-f]{40}$/.test(sha)) throw new MediaBucketError(`not a content sha: ${sha}`);
    return `content/${sha}`;
  }

  /** Stores the bytes under their sha (PutObject). */
  async put(sha: string, bytes: Buffer): Promise<void> {
    const response = await this.send(sha, { method: "PUT", body: bytes });
    if (!response.ok)
      throw new MediaBucketError(`the bucket refused ${MediaBucket.keyOf(sha)}: ${response.status}`);
    await response.body?.cancel();
  }

  /** The bytes stored under a sha (GetObject); a missing object is an error, as the index names it. */
  async get(sha: string): Promise<Buffer> {
    const response = await this.send(sha, { method: "GET" });
    if (!response.ok) {
      await response.body?.cancel();
      throw new MediaBucketError(`the bucket did not give ${MediaBucket.keyOf(sha)}: ${response.status}`);
    }
    return Buffer.from(await response.arrayBuffer());
  }

  private async send(sha: string, init: { method: string; body?: Buffer }): Promise<Response> {
    const url = `${this.base}/${MediaBucket.keyOf(sha)}`;
    try {
      return await this.client.fetch(url, {
        method: init.method,
        body: init.body && new Uint8Array(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new MediaBucketError(`the bucket at ${this.base} did not answer: ${String(error)}`, {
        cause: error,
      });
    }
  }
}

/** The configured bucket, or null when MEDIA_BUCKET_URL is unset (the originals stay in PostgreSQL). */
export function mediaBucketFrom(
  env: Pick<
    Env,
    | "MEDIA_BUCKET_URL"
    | "MEDIA_BUCKET_ACCESS_KEY_ID"
    | "MEDIA_BUCKET_SECRET_ACCESS_KEY"
    | "MEDIA_BUCKET_REGION"
  >,
): MediaBucket | null {
  if (!env.MEDIA_BUCKET_URL || !env.MEDIA_BUCKET_ACCESS_KEY_ID || !env.MEDIA_BUCKET_SECRET_ACCESS_KEY)
    return null;
  return new MediaBucket({
    url: env.MEDIA_BUCKET_URL,
    accessKeyId: env.MEDIA_BUCKET_ACCESS_KEY_ID,
    secretAccessKey: env.MEDIA_BUCKET_SECRET_ACCESS_KEY,
    region: env.MEDIA_BUCKET_REGION,
  });
}
