/**
 * A fake S3-compatible bucket as a real HTTP server on 127.0.0.1, speaking S3's documented REST for what the
 * media bucket uses: PutObject, GetObject and HeadObject, path-style (/<bucket>/<key>). Every request must
 * carry a well-formed SigV4 Authorization header (403 otherwise); a missing key answers NoSuchKey XML;
 * `failing` makes every request answer 500 (InternalError), as a bucket outage does.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeS3 {
  /** MEDIA_BUCKET_URL for this bucket: endpoint and bucket, path-style. */
  url: string;
  bucket: string;
  /** The stored objects by key. */
  objects: Map<string, Buffer>;
  /** Every request, in order: method, key, and whether its signature header was well-formed. */
  requests: { method: string; key: string; signed: boolean }[];
  /** While true, every request answers 500. */
  failing: boolean;
  /** The settings an app needs for this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** AWS4-HMAC-SHA256 Credential=<id>/<yyyymmdd>/<region>/s3/aws4_request, SignedHeaders=..., Signature=<64 hex> */
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$/;

const xml = (code: string, message: string, key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Key>${key}</Key></Error>`;

export async function startFakeS3(options: { bucket?: string; accessKeyId?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? "novo-photos";
  const accessKeyId = options.accessKeyId ?? "test-access-key";
  const objects = new Map<string, Buffer>();
  const requests: FakeS3["requests"] = [];
  const state = { failing: false };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      const key = pathname.startsWith(`/${bucket}/`) ? pathname.slice(bucket.length + 2) : "";
      const match = AUTHORIZATION.exec(String(req.headers.authorization ?? ""));
      const signed =
        match !== null &&
        match[1] === accessKeyId &&
        (match[4] ?? "").split(";").includes("host") &&
        (match[4] ?? "").split(";").includes("x-amz-date") &&
        /^\d{8}T\d{6}Z$/.test(String(req.headers["x-amz-date"] ?? "")) &&
        typeof req.headers["x-amz-content-sha256"] === "string";
      requests.push({ method: req.method ?? "", key, signed });
      const send = (status: number, body: string | Buffer, type = "application/xml") => {
        res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body) });
        res.end(req.method === "HEAD" ? undefined : body);
      };
      if (state.failing) return send(500, xml("InternalError", "We encountered an internal error.", key));
      if (!signed) return send(403, xml("AccessDenied", "Access Denied", key));
      if (!key) return send(404, xml("NoSuchBucket", "The specified bucket does not exist", key));
      if (req.method === "PUT") {
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200, { etag: `"${key}"`, "content-length": 0 });
        return res.end();
      }
      if (req.method === "GET" || req.method === "HEAD") {
        const stored = objects.get(key);
        if (!stored) return send(404, xml("NoSuchKey", "The specified key does not exist.", key));
        return send(200, stored, "application/octet-stream");
      }
      send(405, xml("MethodNotAllowed", "The specified method is not allowed against this resource.", key));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/${bucket}`;
  return {
    url,
    bucket,
    objects,
    requests,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    env: {
      MEDIA_BUCKET_URL: url,
      MEDIA_BUCKET_ACCESS_KEY_ID: accessKeyId,
      MEDIA_BUCKET_SECRET_ACCESS_KEY: "test-secret-key",
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
