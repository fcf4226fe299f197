/** For the spool's tests: a database of our own on the test PostgreSQL, and a TCP proxy that can stall. */
import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { testDatabaseUrl } from "#server/test/backends.ts";

export async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database (spool_test_ prefix), dropped by the returned function. */
export async function freshDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `spool_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(testDatabaseUrl ?? "");
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      await admin((c) => c.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`)).catch(() => {});
      await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

export const terminateAll = (name: string) =>
  admin((c) =>
    c.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    ),
  );

export interface StallingProxy {
  url: string;
  /** Stops forwarding in both directions (new connections are accepted and held too): a paused network. */
  pause(): void;
  /** Forwards again, held bytes first. */
  resume(): void;
  close(): Promise<void>;
}

/** A TCP proxy to the database of `url` that forwards until paused. */
export async function stallingProxy(url: string): Promise<StallingProxy> {
  const target = new URL(url);
  let paused = false;
  const flushers = new Set<() => void>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const held: [net.Socket, Buffer][] = [];
    const forward = (to: net.Socket) => (chunk: Buffer) => {
      if (paused) held.push([to, chunk]);
      else to.write(chunk);
    };
    client.on("data", forward(upstream));
    upstream.on("data", forward(client));
    const flush = () => {
      for (const [to, chunk] of held.splice(0)) to.write(chunk);
    };
    flushers.add(flush);
    const end = () => {
      flushers.delete(flush);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on("error", end);
      socket.on("close", end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const proxied = new URL(url);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(port);
  return {
    url: proxied.toString(),
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const flush of flushers) flush();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
