// Bearer tokens checked a moment ago, kept in this instance (docs/security.md "Sessions",
// docs/performance.md "API throughput"): a call that comes within SESSION_CACHE_MS (1 s by
// default) of the last check of its token skips the token query.
// - Within the instance, revocation is immediate: every transaction of the instance empties the
//   cache when it ends (a write may end a session, change or deactivate a user), and a check that
//   read the database before that does not store its answer (the generation counter).
// - Across instances (several API processes on one PostgreSQL), a logout, a password change or a
//   deactivation made on another instance is seen here at most SESSION_CACHE_MS later.
// - An entry never outlives its token: its expiry is checked on the server's clock at each use.
// - One read per token at a time: the calls that miss while a check of their token is being read
//   wait for that read instead of each making its own (50 concurrent calls of one portal would
//   otherwise all read the token again the moment its entry ends). A read that started before an
//   invalidation is not shared with calls that come after it.
// - Read ahead: a token still in use past half its entry's time to live is read again in the
//   background while its calls are answered from the entry (docs/performance.md "API throughput":
//   the calls of a busy token no longer wait together, once a second, for one read).
import { performance } from 'node:perf_hooks';
import type { UserRow } from './db/rows';

/** A live token as the token query returns it, with its user. */
export interface CheckedToken {
  token: {
    kind: string;
    clientId: string;
    familyId: string | null;
    expiresAt: Date;
  };
  user: UserRow | null;
}

interface Entry {
  checked: CheckedToken;
  /** When it was read, on the monotonic clock (milliseconds). */
  readAt: number;
}

interface Pending {
  read: Promise<CheckedToken | undefined>;
  generation: number;
}

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Pending>();
  #generation = 0;

  constructor(
    /** How long a check is reused, in milliseconds. */
    readonly ttlMs: number,
    /** The most tokens kept; the oldest goes first. */
    readonly maxEntries = 10_000,
    /** The monotonic clock (tests move it). */
    readonly clock: () => number = () => performance.now(),
  ) {}

  /** Taken before reading the database; `store` refuses an answer read before an invalidation. */
  generation(): number {
    return this.#generation;
  }

  /** The check of a token hash, if made less than `ttlMs` ago and the token has not expired. */
  get(hash: string, now: Date): CheckedToken | undefined {
    const entry = this.#entries.get(hash);
    if (!entry) return undefined;
    if (this.clock() - entry.readAt >= this.ttlMs || entry.checked.token.expiresAt <= now) {
      this.#entries.delete(hash);
      return undefined;
    }
    return entry.checked;
  }

  /** Keeps a check read at `generation` (the value `generation()` gave before the read). */
  store(hash: string, checked: CheckedToken, generation: number, readAt: number): void {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(hash)) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(hash, { checked, readAt });
  }

  /**
   * The check of a token hash: the cached one, else the read of it already under way, else a new
   * `read` (stored when it answers, unless an invalidation came meanwhile).
   */
  load(
    hash: string,
    now: Date,
    read: () => Promise<CheckedToken | undefined>,
  ): Promise<CheckedToken | undefined> {
    const cached = this.get(hash, now);
    if (cached) {
      // Read again ahead of the end: past half its time to live, a call starts a new read and is
      // still answered from the entry, so a busy token's calls never all wait for its check when
      // the entry ends. No answer is older than the time to live from the start of its read.
      const readAt = this.#entries.get(hash)!.readAt;
      if (this.clock() - readAt >= this.ttlMs / 2 && !this.#pending.has(hash)) {
        this.#read(hash, read).catch(() => undefined);
      }
      return Promise.resolve(cached);
    }
    const pending = this.#pending.get(hash);
    if (pending && pending.generation === this.#generation) return pending.read;
    return this.#read(hash, read);
  }

  /** Reads a token's check, shared by the calls that miss meanwhile; stores it, or drops the entry. */
  #read(
    hash: string,
    read: () => Promise<CheckedToken | undefined>,
  ): Promise<CheckedToken | undefined> {
    const generation = this.#generation;
    const readAt = this.clock();
    const started = read().then(
      (checked) => {
        if (this.#pending.get(hash)?.read === started) this.#pending.delete(hash);
        // A token no longer live (revoked on another instance, expired) leaves the cache at once.
        if (checked) this.store(hash, checked, generation, readAt);
        else this.#entries.delete(hash);
        return checked;
      },
      (error: unknown) => {
        if (this.#pending.get(hash)?.read === started) this.#pending.delete(hash);
        throw error;
      },
    );
    this.#pending.set(hash, { read: started, generation });
    return started;
  }

  /** Forgets every check; answers being read now will neither be stored nor shared. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#pending.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
