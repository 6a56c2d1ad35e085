// Stopping the backend without losing what it acknowledged (docs/backend.md#data-that-survives): stop
// taking connections, let the requests in flight finish (orders and payments commit or roll back
// whole), then close the database, which flushes its files. Chat sockets are closed at once (the
// widget reconnects and sends its pending messages once). Past the grace period the last
// connections are cut, so a stuck client cannot hold the process forever.
import type { Server } from 'node:http';

export const SHUTDOWN_GRACE_MS = 10_000;

export interface Closable {
  readonly server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  readonly realtime: { close(): Promise<void> };
  readonly db: { close(): Promise<void> };
}

/** Resolves once everything is closed; safe to call more than once (a second signal waits for the first). */
export function gracefulShutdown({ server, realtime, db }: Closable, graceMs = SHUTDOWN_GRACE_MS): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= (async () => {
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await realtime.close();
      let cut: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        cut = setTimeout(() => {
          server.closeAllConnections();
          resolve();
        }, graceMs);
      });
      await Promise.race([drained, graceOver]);
      clearTimeout(cut);
      await db.close();
    })());
}

/** Logs a crash (an uncaught error or rejected promise) and stops cleanly with exit code 1. */
export function exitOnCrash(shutdown: () => Promise<void>): void {
  const crash = (kind: string) => (error: unknown) => {
    console.error(`${kind}; stopping:`, error);
    void shutdown()
      .catch((closeError: unknown) => console.error('Stopping after the crash failed too:', closeError))
      .finally(() => process.exit(1));
  };
  process.once('uncaughtException', crash('Uncaught error'));
  process.once('unhandledRejection', crash('Unhandled rejection'));
}
