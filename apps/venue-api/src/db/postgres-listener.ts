// One connection that LISTENs on a channel for as long as the process runs: a pooled connection
// cannot, since the pool hands it to others. Reconnects after a drop, with a growing pause.
import pg from 'pg';

export interface Listening {
  /** Resolves once the first LISTEN is in place. */
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

export interface ListenHandlers {
  heard(payload: string): void;
  /** The connection came back after a drop: notifications sent meanwhile were lost. */
  reconnected(): void;
}

const MAX_PAUSE_MS = 10_000;

export function listenForever(config: pg.ClientConfig, channel: string, handlers: ListenHandlers): Listening {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let pause = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(config);
    next.on('notification', (message) => handlers.heard(message.payload ?? ''));
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      setTimeout(() => void again(), pause).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    // Stopped while this reconnected (the server came back as the process closed): nobody will end it later.
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  const again = async (): Promise<void> => {
    if (stopped) return;
    try {
      await connect();
      pause = 250;
      handlers.reconnected();
    } catch {
      pause = Math.min(pause * 2, MAX_PAUSE_MS);
      setTimeout(() => void again(), pause).unref();
    }
  };

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      await client?.end().catch(() => undefined);
    },
  };
}
