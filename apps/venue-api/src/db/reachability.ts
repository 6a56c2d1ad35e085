// Whether the database is there, told to the log once when it goes and once when it is back, not once a
// request (docs/backend.md#when-the-database-goes-away): gone at the first failure to reach it, back at the
// first statement that succeeds after that. A statement counts only for the state it started in: one that
// was under way when the server went may still succeed, and one sent while it was away may fail after it
// came back; neither says anything new.
import type { Database, SqlParam } from './database.port';
import { isDatabaseUnreachable } from './unreachable';

/** When a statement started: the number of changes of state so far. */
export type Era = number;

export interface Reachability {
  /** The era a statement starts in. */
  now(): Era;
  /**
   * Notes a failure of a statement started in `startedIn` (now when not said); true when it says the
   * database cannot be reached, so the caller logs nothing more.
   */
  failed(error: unknown, startedIn?: Era): boolean;
  succeeded(startedIn: Era): void;
  isGone(): boolean;
}

type OutageLog = Pick<Console, 'error' | 'log'>;

const reasonOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
};

/** `what` names the database in the log ("The PostgreSQL server"). */
export function reachability(what: string, log: OutageLog = console): Reachability {
  let gone = false;
  let era = 0;
  return {
    now: () => era,
    failed(error, startedIn = era) {
      if (!isDatabaseUnreachable(error)) return false;
      if (!gone && startedIn === era) {
        log.error(`${what} cannot be reached (${reasonOf(error)}); the API answers 503 until it is back.`);
        gone = true;
        era += 1;
      }
      return true;
    },
    succeeded(startedIn) {
      if (!gone || startedIn !== era) return;
      log.log(`${what} is back; the API answers again.`);
      gone = false;
      era += 1;
    },
    isGone: () => gone,
  };
}

type Unwatched = Omit<Database, 'contentVersion'>;

/** The database with every statement's outcome told to `state`; errors still reach the caller. */
export function watchReachability(db: Unwatched, state: Reachability): Unwatched {
  const told = async <T>(work: () => Promise<T>): Promise<T> => {
    const startedIn = state.now();
    try {
      const result = await work();
      state.succeeded(startedIn);
      return result;
    } catch (error) {
      state.failed(error, startedIn);
      throw error;
    }
  };
  return {
    query: <Row>(sql: string, params?: readonly SqlParam[]) => told(() => db.query<Row>(sql, params)),
    transaction: (work) => told(() => db.transaction(work)),
    exec: (script) => told(() => db.exec(script)),
    exclusively: (work) => told(() => db.exclusively(work)),
    close: () => db.close(),
  };
}
