/**
 * Database faults for tests against the test PostgreSQL (TEST_DATABASE_URL): a database of the test's own,
 * switched read-only, refusing connections or behind a network that stalls, as a failover or an outage
 * looks to the server. One place for the PostgreSQL fault tests (server/db) and the spool's (server/spool).
 */
import { randomBytes } from "node:crypto";
import net from "node:net";
import pg from "pg";
import { testDatabaseUrl } from "#server/test/backends.ts";

/** Runs `run` on a connection to the test server's own database (not the test's). */
export async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  url: string;
  name: string;
  /** Drops it, whatever state a test left it in (refusing connections included). */
  drop: () => Promise<void>;
}

/** A fresh, empty database named `<prefix>_<pid>_<random>` on the test server. */
export async function freshDatabase(prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
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

/** Ends every connection to the database `name` (the server's pool sees them dropped). */
export const terminateAll = (name: string) =>
  admin((c) =>
    c.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    ),
  );

/**
 * Makes the database `name` refuse writes as a failover to a read-only node does: the setting applies to new
 * sessions, so its connections are cut too. `writable` undoes it the same way.
 */
export async function readOnly(name: string): Promise<void> {
  await admin((c) => c.query(`ALTER DATABASE "${name}" SET default_transaction_read_only = on`));
  await terminateAll(name);
}

export async function writable(name: string): Promise<void> {
  await admin((c) => c.query(`ALTER DATABASE "${name}" RESET default_transaction_read_only`));
  await terminateAll(name);
}

/** Makes the database `name` refuse new connections, and cuts the ones it has; `allow` lets them in again. */
export async function refuseConnections(name: string): Promise<void> {
  await admin((c) => c.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`));
  await terminateAll(name);
}

export const allowConnections = (name: string) =>
  admin((c) => c.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`)).then(() => {});

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
