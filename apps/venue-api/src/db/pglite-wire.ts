// Statements sent to PGlite as PostgreSQL wire messages, each in one call (docs/backend.md, "PGlite's
// wire session"). PGlite's own `query` makes six calls into WebAssembly a statement (parse,
// describe, bind, describe, execute, sync) and parses and plans the text every time; here a
// statement is one call, and a text is parsed once and kept prepared under a name.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { SqlParam } from './database.port';

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** Texts kept prepared; beyond this the least recently used is closed (seeding sends many one-off texts). */
export const MAX_PREPARED = 200;

/** What PGlite's own serializers make of these types; the statement's types are not asked for (one call less). */
function asText(value: SqlParam): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value);
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** PostgreSQL's error with the statement that caused it; not its parameters, which hold guests' details and reach the log. */
function failure(error: Error, sql: string): Error {
  return Object.assign(error, { query: sql });
}

export interface WireSession {
  /** Runs one statement; `begin` opens a transaction in the same call, `inTransaction` skips the file sync as PGlite does. */
  statement<Row>(sql: string, params: readonly SqlParam[], options: { begin: boolean; inTransaction: boolean }): Promise<Row[]>;
  /** A command without parameters (COMMIT, ROLLBACK); its command tag. */
  command(sql: string): Promise<string | undefined>;
  /** Forgets the prepared texts, after a script that may have changed the tables they read. */
  forgetPrepared(): Promise<void>;
}

/** The wire session of one PGlite instance; its caller runs one statement at a time. */
export function wireSession(pg: PGlite): WireSession {
  /** Text → prepared statement's name, least recently used first. */
  const prepared = new Map<string, string>();
  let named = 0;

  const send = async (parts: readonly Uint8Array[], syncToFs: boolean): Promise<BackendMessage[]> => {
    // Once closed, a wire call fails from inside WebAssembly (a TypeError); PGlite's own query says this, and so do we.
    if (pg.closed) throw new Error('PGlite is closed');
    return (await pg.execProtocol(joined(parts), { syncToFs, throwOnError: false })).messages;
  };

  return {
    async statement<Row>(sql: string, params: readonly SqlParam[], { begin, inTransaction }: { begin: boolean; inTransaction: boolean }) {
      const parts: Uint8Array[] = begin ? [serialize.query('BEGIN')] : [];
      let name = prepared.get(sql);
      const isNew = name === undefined;
      if (name === undefined) {
        name = `venue_${++named}`;
        const oldest = prepared.size >= MAX_PREPARED ? prepared.entries().next().value : undefined;
        // Closed first: an error later in the call skips the messages after it.
        if (oldest !== undefined) {
          prepared.delete(oldest[0]);
          parts.push(serialize.close({ type: 'S', name: oldest[1] }));
        }
        parts.push(serialize.parse({ name, text: sql }));
      } else {
        prepared.delete(sql);
        prepared.set(sql, name);
      }
      parts.push(
        serialize.bind({ statement: name, values: params.map(asText) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      );
      const messages = await send(parts, !inTransaction);
      if (isNew && messages.some((message) => message.name === 'parseComplete')) prepared.set(sql, name);
      const error = messages.find((message) => message instanceof Error);
      if (error) throw failure(error, sql);
      const results = parse.parseResults(messages, pg.parsers);
      return (results.at(-1)?.rows ?? []) as Row[];
    },

    async command(sql) {
      const messages = await send([serialize.query(sql)], true);
      const error = messages.find((message) => message instanceof Error);
      if (error) throw failure(error, sql);
      return parse.parseResults(messages, pg.parsers).at(-1)?.command;
    },

    async forgetPrepared() {
      prepared.clear();
      await this.command('DEALLOCATE ALL');
    },
  };
}
