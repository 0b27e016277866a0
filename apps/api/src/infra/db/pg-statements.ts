// The hot reads on a PostgreSQL server (docs/performance.md "API throughput"), run through `pg`
// without drizzle's per-call layers. drizzle's node-postgres statement goes, at every call,
// through three async wrappers (tracing spans, its query cache), pg's `Query` (which copies the
// query's configuration with property descriptors) and a Describe of the portal, whose row
// description pg turns into type parsers again for every result. Here the statement is parsed
// once on each connection and described once (the first row description gives the parsers, kept
// for every later call); each call then sends Bind, Execute and Sync (on the pipelined connections
// of src/infra/db/pg-pipeline.ts, in the write of its turn of the event loop) and decodes its rows by
// position. The rows are then mapped exactly as drizzle maps them: the same SQL, the
// same type parsers (drizzle's own, taken from its statement) and drizzle's `mapResultRow` (its
// drizzle-orm/utils.js), with what it works out for each column at every row (which decoder,
// which path, which joined table) worked out once per statement.
import { Column, SQL, Subquery, fillPlaceholders, getTableName, is } from 'drizzle-orm';
import pg from 'pg';
import type { Reads } from './pg-pipeline';

type Parser = (value: string) => unknown;

/** What this module uses of pg's connection (the extended query protocol, lib/connection.js). */
interface Connection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(query: { text: string; name: string; types: number[] }): void;
  describe(message: { type: 'S' | 'P'; name: string }): void;
  bind(config: {
    statement: string;
    values: unknown[];
    valueMapper: (value: unknown) => unknown;
  }): void;
  execute(config: Record<string, never>): void;
  sync(): void;
}

/** The parts of drizzle's NodePgPreparedQuery (drizzle-orm/node-postgres/session.js) used here. */
interface DrizzleStatement {
  params: unknown[];
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
  queryConfig: {
    name: string;
    text: string;
    types: { getTypeParser(typeId: number, format: 'text'): Parser };
  };
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** A selected column as drizzle orders them (`orderSelectedFields`): where it goes, what it is. */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** drizzle's decoder of a selected field (mapResultRow's first step). */
function decoderOf(field: unknown): Decoder {
  // An SQL's decoder is internal to drizzle (not in its types).
  const decoder = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoder(field);
  if (is(field, Subquery)) return decoder((field._ as unknown as { sql: unknown }).sql);
  return decoder((field as { sql: unknown }).sql);
}

/**
 * drizzle's `mapResultRow(fields, row, joinsNotNullableMap)` for one statement: an object per
 * row along each field's path, decoded; an object of a left-joined table whose columns are all
 * null becomes null (unless the join cannot be null).
 */
export function rowMapper(fields: SelectedField[], joins?: Record<string, boolean>) {
  const columns = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
    // The object a joined table's column belongs to, and that table's name.
    joined: joins && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
  }));
  return (row: unknown[]): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    const nullify: Record<string, string | false> = {};
    let joinedSeen = false;
    for (let index = 0; index < columns.length; index += 1) {
      const column = columns[index]!;
      let node = result;
      for (const part of column.parents) {
        if (!(part in node)) node[part] = {};
        node = node[part] as Record<string, unknown>;
      }
      const raw = row[index];
      const value = raw === null ? null : column.decoder.mapFromDriverValue(raw);
      node[column.key] = value;
      if (column.joined !== null) {
        joinedSeen = true;
        const objectName = column.parents[0]!;
        if (!(objectName in nullify)) nullify[objectName] = value === null ? column.joined : false;
        else if (typeof nullify[objectName] === 'string' && nullify[objectName] !== column.joined)
          nullify[objectName] = false;
      }
    }
    if (joinedSeen) {
      for (const objectName in nullify) {
        const tableName = nullify[objectName];
        if (typeof tableName === 'string' && !joins![tableName]) result[objectName] = null;
      }
    }
    return result;
  };
}

/** pg's own serialisation of a bound value (dates, arrays, JSON, buffers), as `Query` uses it. */
const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils
  .prepareValue;

interface Shared {
  name: string;
  text: string;
  getTypeParser: DrizzleStatement['queryConfig']['types']['getTypeParser'];
  /** Each column's parser, from the first row description read; null until then. */
  parsers: Parser[] | null;
}

/**
 * One call of a statement, as pg's client runs a query object (its `Submittable` interface: pg
 * calls `submit` when the connection is free, then hands it the server's messages).
 */
class Call {
  // Not `rows`: pg's pipelined client refuses a query with a `rows` option (a portal kept open).
  readonly #rows: unknown[][] = [];
  #raw: Array<Array<string | null>> | null = null;
  /** Set by where the call runs (src/infra/db/pg-pipeline.ts): it answers the caller. */
  callback?: (error: Error | null, rows?: unknown[][]) => void;

  constructor(
    readonly shared: Shared,
    readonly values: unknown[],
  ) {}

  /** pg's client reads `name` (a failed statement is forgotten on its connection). */
  get name(): string {
    return this.shared.name;
  }

  get text(): string {
    return this.shared.text;
  }

  submit(connection: Connection): null {
    const { name, text } = this.shared;
    const known =
      connection.parsedStatements[name] !== undefined ||
      connection.submittedNamedStatements[name] !== undefined;
    connection.stream.cork?.();
    try {
      if (!known) {
        connection.parse({ text, name, types: [] });
        connection.submittedNamedStatements[name] = text;
      }
      if (!this.shared.parsers) connection.describe({ type: 'S', name });
      connection.bind({ statement: name, values: this.values, valueMapper: prepareValue });
      connection.execute({});
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: Array<{ dataTypeID: number }> }): void {
    this.shared.parsers ??= message.fields.map((field) =>
      this.shared.getTypeParser(field.dataTypeID, 'text'),
    );
  }

  handleDataRow(message: { fields: Array<string | null> }): void {
    const parsers = this.shared.parsers;
    if (!parsers) {
      // Rows before any description (not sent by the server): decoded once it has come.
      (this.#raw ??= []).push(message.fields);
      return;
    }
    this.#rows.push(parseRow(parsers, message.fields));
  }

  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
  handleCopyData(): void {}

  /** Answers once: the first of an error and the end of the call. */
  #answer(error: Error | null, rows?: unknown[][]): void {
    const callback = this.callback;
    this.callback = () => undefined;
    callback?.(error, rows);
  }

  handleError(error: Error): void {
    this.#answer(error);
  }

  handleReadyForQuery(): void {
    if (this.#raw) {
      const parsers = this.shared.parsers;
      if (!parsers) {
        this.#answer(new Error(`statement ${this.shared.name}: rows came without a description`));
        return;
      }
      for (const raw of this.#raw) this.#rows.push(parseRow(parsers, raw));
    }
    this.#answer(null, this.#rows);
  }
}

// pg's pipelined client takes only its own queries (a custom one may keep a portal open); a call
// keeps none, so it is one of them for that check.
Object.setPrototypeOf(
  Call.prototype,
  (pg as unknown as { Query: { prototype: object } }).Query.prototype,
);

function parseRow(parsers: Parser[], fields: Array<string | null>): unknown[] {
  const row = new Array<unknown>(fields.length);
  for (let index = 0; index < fields.length; index += 1) {
    const value = fields[index];
    row[index] = value === null || value === undefined ? null : parsers[index]!(value);
  }
  return row;
}

/**
 * Replaces the `execute` of drizzle's node-postgres statement with the lean call above. A
 * statement drizzle would not map by position (no selected fields, or a relational query) keeps
 * drizzle's own.
 */
export function leanOn(reads: Reads) {
  return (statement: unknown): void => {
    const prepared = statement as DrizzleStatement;
    if (!prepared.fields || prepared.customResultMapper || !prepared.queryConfig?.name) return;
    const mapRow = rowMapper(prepared.fields, prepared.joinsNotNullableMap);
    const shared: Shared = {
      name: prepared.queryConfig.name,
      text: prepared.queryConfig.text,
      getTypeParser: prepared.queryConfig.types.getTypeParser,
      parsers: null,
    };
    prepared.execute = (values = {}) =>
      new Promise((resolve, reject) => {
        reads.run(new Call(shared, fillPlaceholders(prepared.params, values)), (error, rows) => {
          if (error) reject(error);
          else resolve(rows!.map(mapRow));
        });
      });
  };
}
