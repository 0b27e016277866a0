// Named prepared statements on embedded PGlite (docs/performance.md "API throughput"). PGlite's
// `query()` sends every call as six protocol messages, each its own trip into the WebAssembly
// backend (Parse, Describe statement, Bind, Describe portal, Execute, Sync): PostgreSQL parses
// and plans the SQL again at every call and PGlite decodes the row description again. Here a hot
// read is parsed and described once under a name; each call is then one trip (Bind, Execute,
// Sync) and the rows are decoded with the types described at preparation. On the demo data this
// takes `GET /me`'s company query from about 1,200 µs to about 180 µs of CPU.
//
// Reads only: no file-system sync follows (PGlite syncs after writes). The caller runs it where
// PGlite is not busy with anything else (`Database.read`); both of PGlite's locks are taken as
// well, as its own `query()` does, so a statement can never run inside another's transaction.
import { protocol, types } from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

type Messages = Awaited<ReturnType<PGlite['execProtocol']>>['messages'];

interface Described {
  /** The type of each parameter, to serialise the values as PostgreSQL reads them. */
  paramTypes: number[];
  fields: Array<{ name: string; dataTypeID: number }>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function described(messages: Messages): Described {
  let paramTypes: number[] = [];
  let fields: Described['fields'] = [];
  for (const message of messages) {
    if (message.name === 'parameterDescription') {
      paramTypes = (message as unknown as { dataTypeIDs: number[] }).dataTypeIDs;
    } else if (message.name === 'rowDescription') {
      const row = message as unknown as { fields: Array<{ name: string; dataTypeID: number }> };
      fields = row.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
    }
  }
  return { paramTypes, fields };
}

/**
 * A PGlite client for one statement, as drizzle's PGlite driver calls it (`query(text, params,
 * options)`): the first call prepares `text` under `name`, every call binds and executes it.
 */
export function namedStatementClient(client: PGlite, name: string) {
  const statement = `salon_${name}`;
  let prepared: Promise<Described> | undefined;
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> =>
    client._runExclusiveTransaction(() => client.runExclusive(fn));

  const prepare = (text: string) =>
    exclusive(async () => {
      const { messages } = await client.execProtocol(
        concat([
          protocol.serialize.parse({ name: statement, text, types: [] }),
          protocol.serialize.describe({ type: 'S', name: statement }),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return described(messages);
    });

  return {
    async query<T>(
      text: string,
      params: unknown[] = [],
      options?: QueryOptions,
    ): Promise<Results<T>> {
      prepared ??= prepare(text).catch((error: unknown) => {
        prepared = undefined;
        throw error;
      });
      const { paramTypes, fields } = await prepared;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serialize =
          options?.serializers?.[paramTypes[index]!] ?? client.serializers[paramTypes[index]!];
        return serialize ? serialize(value) : String(value);
      });
      const { messages } = await exclusive(() =>
        client.execProtocol(
          concat([
            protocol.serialize.bind({ statement, values: values as string[] }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        ),
      );
      const parsers = options?.parsers;
      const rows: unknown[] = [];
      for (const message of messages) {
        if (message.name !== 'dataRow') continue;
        const cells = (message as unknown as { fields: Array<string | null> }).fields;
        const row = cells.map((cell, index) => {
          const type = fields[index]!.dataTypeID;
          return types.parseType(cell, type, parsers?.[type] ? parsers : client.parsers);
        });
        rows.push(
          options?.rowMode === 'array'
            ? row
            : Object.fromEntries(row.map((value, index) => [fields[index]!.name, value])),
        );
      }
      return { rows: rows as T[], fields };
    },
  };
}
