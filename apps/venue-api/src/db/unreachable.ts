// Whether an error says the database cannot be reached right now (docs/backend.md#when-the-database-goes-away),
// as opposed to a statement that failed (a bug, a constraint). Read from the driver's codes where it gives
// one; node-postgres's own connection failures and PGlite's closed or aborted engine carry none, so those
// few are known by their exact words.

/** Node's socket errors: the server refused, dropped or never answered the connection. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** PostgreSQL's SQLSTATEs of a server going or not there yet: admin_shutdown, crash_shutdown, cannot_connect_now. */
const serverGoingCodes = new Set(['57P01', '57P02', '57P03']);

/** node-postgres and its pool (no code): a dropped or closed connection, a connection that timed out. */
const driverWords = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  // The pool closed under a request (shutdown).
  'Cannot use a pool after calling end on the pool',
  // PGlite closed (or closing) under a request.
  'PGlite is closed',
  'PGlite is closing',
]);

const codeOf = (error: object): unknown => (error as { code?: unknown }).code;

/** WebAssembly's own error class (Node has it; the backend's type library does not declare it). */
const WasmRuntimeError = (globalThis as { WebAssembly?: { RuntimeError?: new () => Error } }).WebAssembly?.RuntimeError;

export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = codeOf(error);
  if (typeof code === 'string') {
    // Class 08: connection exceptions (08000, 08003, 08006, 08001, 08004...).
    if (socketCodes.has(code) || serverGoingCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  // PGlite's WebAssembly engine aborted: it answers nothing any more.
  if (WasmRuntimeError !== undefined && error instanceof WasmRuntimeError) return true;
  if (error instanceof Error && typeof code !== 'string' && driverWords.has(error.message)) return true;
  // Node wraps a refused connection to every address of a name in an AggregateError; the pool, its cause.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return error instanceof Error && error.cause !== undefined && isDatabaseUnreachable(error.cause, depth + 1);
}
