// The hot reads' own connections, pipelined (docs/performance.md "API throughput", apps/api/README.md
// "Fifth pass"). Through the pool, each call of a lean statement (src/infra/db/pg-statements.ts) took a
// connection, wrote its query, waited for the answer and gave the connection back: one write and
// one wake-up of a database process per call, and a call waited for a free connection while the
// others' answers travelled. Here a few connections in pg's pipeline mode take every call as soon
// as it is made, without waiting for the answers before it; each call keeps its own Sync, so a
// failed call fails alone and the calls behind it are answered. The calls made while the event
// loop handles one round of events leave in one write per connection: the socket stays corked
// until the loop's check phase, and the database's process is woken once for all of them.
//
// Only the lean statements' reads go here: never a transaction, which keeps the pool's
// connection to itself until it ends.
import pg from 'pg';

/** A call as pg's client runs it: submitted on the connection, then handed its messages. */
export interface Submittable {
  callback?: (error: Error | null, rows?: unknown[][]) => void;
}

type Done = NonNullable<Submittable['callback']>;

/** Where the lean statements' calls go. */
export interface Reads {
  run(call: Submittable, done: Done): void;
  end(): Promise<void>;
}

/** The name the pipelined connections show in `pg_stat_activity`. */
export const READS_APPLICATION_NAME = 'salon-api reads';

interface Line {
  client: pg.Client;
  /** Calls written and not answered yet: the next call goes to the line with the fewest. */
  inFlight: number;
  /** The socket is corked until the loop's check phase. */
  corked: boolean;
}

interface Socket {
  cork(): void;
  uncork(): void;
}

/** pg's Connection.stream: the client's socket. */
function socketOf(client: pg.Client): Socket {
  return (client as unknown as { connection: { stream: Socket } }).connection.stream;
}

/**
 * Up to `size` pipelined connections opened with `options` (the pool's), each when the others
 * are busy. One that fails or ends is dropped at once: pg answers its calls with the error, and a
 * new connection opens at a later call.
 */
export function pipelinedReads(options: pg.ClientConfig, size: number): Reads {
  const lines: Line[] = [];
  let ending = false;

  function open(): Line {
    const client = new pg.Client({
      ...options,
      application_name: READS_APPLICATION_NAME,
      pipeline: true,
    } as pg.ClientConfig);
    const line: Line = { client, inFlight: 0, corked: false };
    const drop = () => {
      const index = lines.indexOf(line);
      if (index >= 0) lines.splice(index, 1);
    };
    client.on('error', drop);
    client.on('end', drop);
    client.connect().catch(drop);
    lines.push(line);
    return line;
  }

  function pick(): Line {
    let best: Line | undefined;
    for (const line of lines) if (!best || line.inFlight < best.inFlight) best = line;
    if (!best || (best.inFlight > 0 && lines.length < size)) return open();
    return best;
  }

  return {
    run(call, done) {
      if (ending) {
        done(new Error('The database connections are closing'));
        return;
      }
      const line = pick();
      line.inFlight += 1;
      call.callback = (error, rows) => {
        line.inFlight -= 1;
        done(error, rows);
      };
      if (!line.corked) {
        const socket = socketOf(line.client);
        socket.cork();
        line.corked = true;
        setImmediate(() => {
          line.corked = false;
          socket.uncork();
        });
      }
      void line.client.query(call as unknown as pg.QueryConfig);
    },
    async end() {
      ending = true;
      await Promise.all(lines.map((line) => line.client.end().catch(() => undefined)));
    },
  };
}

/** The same calls through the pool, a connection each (DATABASE_READ_PIPELINES=0). */
export function pooledReads(pool: pg.Pool): Reads {
  const query = pool.query.bind(pool) as unknown as (call: Submittable, done: Done) => void;
  return { run: (call, done) => query(call, done), end: async () => undefined };
}
