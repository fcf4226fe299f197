/**
 * PGlite served over PostgreSQL's wire protocol on a Unix socket, to several connections at once.
 *
 * PGlite is one backend, one session. Connections can share it only if no two interleave inside one
 * exchange: an extended-protocol query (Parse, Bind, Describe, Execute, Sync) uses the session's unnamed
 * statement and portal, and a transaction spans several queries. So each connection's messages are cut into
 * units that end with Sync, a simple Query or a Flush; a unit runs whole, under PGlite's exclusive lock; and
 * while a connection has a transaction open (or stopped at a Flush before its Sync) only that connection's
 * units run, the others wait in order. A connection that goes away inside a transaction is rolled back.
 *
 * Why not @electric-sql/pglite-socket 0.2: its multiplexer runs one message at a time, so two node-postgres
 * connections overwrite each other's unnamed statement ("unnamed prepared statement does not exist") and
 * the queue can stall; measured here with ten concurrent form posts.
 */
import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const SYNC = 0x53; // S
const QUERY = 0x51; // Q
const FLUSH = 0x48; // H
const TERMINATE = 0x58; // X

interface Unit {
  session: Session;
  /** Bytes to run, or null: roll back what the departed session left open. */
  bytes: Buffer | null;
  /** Ends at a Flush: the exchange goes on, so the session keeps the backend. */
  open: boolean;
}

class Session {
  private buffer: Buffer = Buffer.alloc(0);
  private pending: Buffer[] = [];
  private started = false;
  closed = false;

  constructor(
    readonly socket: net.Socket,
    private readonly server: PGliteWireServer,
  ) {
    socket.on("data", (chunk: Buffer) => this.read(chunk));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      this.closed = true;
      server.departed(this);
    });
  }

  private read(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      if (!this.started) {
        // Startup-phase messages have no type byte: length, then a code or the protocol version.
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        const message = this.take(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.socket.write("N"); // a local socket: no encryption, the client goes on in plain text
          continue;
        }
        if (code === CANCEL_REQUEST) {
          this.socket.destroy(); // nothing to cancel in a single backend; the protocol expects no answer
          return;
        }
        this.started = true;
        this.server.enqueue({ session: this, bytes: message, open: false });
        continue;
      }
      if (this.buffer.length < 5) return;
      const length = this.buffer.readInt32BE(1) + 1;
      if (this.buffer.length < length) return;
      const message = this.take(length);
      const type = message[0];
      if (type === TERMINATE) {
        this.socket.end();
        return;
      }
      this.pending.push(message);
      if (type === SYNC || type === QUERY || type === FLUSH) {
        const bytes = this.pending.length === 1 ? message : Buffer.concat(this.pending);
        this.pending = [];
        this.server.enqueue({ session: this, bytes, open: type === FLUSH });
      }
    }
  }

  private take(length: number): Buffer {
    const message = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return message;
  }
}

export class PGliteWireServer {
  private readonly server: net.Server;
  private readonly sessions = new Set<Session>();
  private queue: Unit[] = [];
  /** The session the backend belongs to until its transaction (or flushed exchange) ends. */
  private owner: Session | null = null;
  private pumping = false;
  /** Set while others wait on an owner that sends nothing: past the limit its connection is cut. */
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly notified = new Set<(channel: string, payload: string) => void>();

  constructor(
    private readonly db: PGlite,
    /**
     * How long a connection may keep a transaction open, sending nothing, while others wait. One backend
     * means a forgotten BEGIN in psql would stop the site; PostgreSQL's idle_in_transaction_session_timeout.
     */
    private readonly idleInTransactionMs = 30_000,
  ) {
    this.server = net.createServer((socket) => {
      this.sessions.add(new Session(socket, this));
    });
  }

  listen(socketPath: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(socketPath, () => {
        this.server.off("error", reject);
        resolve();
      });
    });
  }

  enqueue(unit: Unit): void {
    this.queue.push(unit);
    void this.pump();
  }

  departed(session: Session): void {
    this.sessions.delete(session);
    this.queue = this.queue.filter((u) => u.session !== session);
    if (this.owner === session) this.queue.unshift({ session, bytes: null, open: false });
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        const index = this.owner ? this.queue.findIndex((u) => u.session === this.owner) : 0;
        if (index < 0 || this.queue.length === 0) {
          if (index < 0) this.watchIdleOwner();
          return;
        }
        clearTimeout(this.idleTimer);
        this.idleTimer = undefined;
        const [unit] = this.queue.splice(index, 1);
        if (!unit) return;
        await this.run(unit);
      }
    } finally {
      this.pumping = false;
    }
  }

  private watchIdleOwner(): void {
    if (this.idleTimer || !this.owner) return;
    const owner = this.owner;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      // Cut: departed() queues the rollback, and the others go on.
      if (this.owner === owner && !this.queue.some((u) => u.session === owner)) owner.socket.destroy();
    }, this.idleInTransactionMs);
    this.idleTimer.unref();
  }

  private async run(unit: Unit): Promise<void> {
    if (unit.bytes === null) {
      if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
      this.owner = null;
      return;
    }
    const bytes = unit.bytes;
    const out: Buffer[] = [];
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(bytes, {
          // A copy: the data may be a view of PGlite's memory, reused by the next call.
          onRawData: (data: Uint8Array) => void out.push(Buffer.from(data)),
        }),
      );
    } catch {
      // Not a SQL error (those come back as ErrorResponse messages): the exchange is broken, drop the client.
      unit.session.socket.destroy();
    }
    this.owner = this.db.isInTransaction() || unit.open ? unit.session : null;
    if (unit.session.closed) {
      if (this.owner === unit.session)
        this.queue.unshift({ session: unit.session, bytes: null, open: false });
      return;
    }
    if (out.length > 0) {
      const answer = Buffer.concat(out);
      if (this.notified.size > 0) this.tellNotifications(answer);
      unit.session.socket.write(answer);
    }
  }

  /**
   * Told of every NOTIFY this PGlite delivers to its one session (after a LISTEN there): PGlite's own
   * listen() callbacks see only its in-process queries, and a NOTIFY sent through the socket arrives in the
   * answer of whichever connection ran the next exchange, not on a listener's. Returns the way to stop.
   */
  onNotification(listener: (channel: string, payload: string) => void): () => void {
    this.notified.add(listener);
    return () => this.notified.delete(listener);
  }

  /** Finds NotificationResponse messages ('A': pid, channel, payload) in an answer and tells the listeners. */
  private tellNotifications(answer: Buffer): void {
    let offset = 0;
    while (offset + 5 <= answer.length) {
      const length = answer.readInt32BE(offset + 1);
      if (answer[offset] === 0x41 && length >= 6) {
        const body = answer.subarray(offset + 9, offset + 1 + length);
        const channelEnd = body.indexOf(0);
        const payloadEnd = body.indexOf(0, channelEnd + 1);
        if (channelEnd >= 0 && payloadEnd > channelEnd) {
          const channel = body.subarray(0, channelEnd).toString("utf8");
          const payload = body.subarray(channelEnd + 1, payloadEnd).toString("utf8");
          for (const listener of this.notified) listener(channel, payload);
        }
      }
      offset += 1 + length;
    }
  }

  /** Stops listening (removing the socket file), ends every connection and waits for the unit in flight. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const session of this.sessions) session.socket.destroy();
    await closed; // called once every connection has gone
    while (this.pumping || this.queue.length > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
