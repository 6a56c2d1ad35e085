// Test helper: a real SMTP server (smtp-server) on 127.0.0.1 that keeps each message it takes, raw and parsed
// by mailparser. It can refuse what comes next with a 4xx or 5xx, and be stopped and started again on the same
// port (an SMTP server that is down, then back). No TLS: nodemailer sends in the clear to it, any login passes.
// stalledSmtpServer() is one that takes a connection and never answers: a sender caught mid-send.
import { createServer, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  /** The message as it arrived, headers and all (for a DKIM check). */
  readonly raw: Buffer;
  readonly parsed: ParsedMail;
  readonly envelope: { readonly from: string; readonly to: readonly string[] };
}

export interface SmtpTestServer {
  readonly port: number;
  /** `smtp://tester:secret@127.0.0.1:<port>`, for VENUE_SMTP_URL. */
  readonly url: string;
  /** Every message taken so far, in arrival order. */
  readonly received: readonly ReceivedMail[];
  /** Resolves once `count` messages have been taken in all. */
  waitForMessages(count: number): Promise<readonly ReceivedMail[]>;
  /** Resolves at the next connection a client opens. */
  nextConnection(): Promise<void>;
  /** Refuses every later message with this reply (451 to try again later, 550 for good); null takes them again. */
  refuse(reply: { readonly code: number; readonly text: string } | null): void;
  /** Stops listening: a client's connection is refused until start(). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Forgets what was received. */
  clear(): void;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (mails: readonly ReceivedMail[]) => void }[] = [];
  const connectionWaiters: (() => void)[] = [];
  let refusal: { code: number; text: string } | null = null;
  let port = 0;

  const settle = () => {
    for (const waiter of [...waiters])
      if (received.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve([...received]);
      }
  };

  const options: SMTPServerOptions = {
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    // A pooled client keeps its connection open: stop() closes it rather than waiting.
    closeTimeout: 100,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onConnect: (_session, callback) => {
      connectionWaiters.splice(0).forEach((resolve) => resolve());
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal !== null) {
          callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
          return;
        }
        const raw = Buffer.concat(chunks);
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        const to = session.envelope.rcptTo.map((r) => r.address);
        simpleParser(raw).then(
          (parsed) => {
            received.push({ raw, parsed, envelope: { from, to } });
            settle();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  };

  let server = new SMTPServer(options);
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.server.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://tester:secret@127.0.0.1:${port}`;
    },
    received,
    waitForMessages: (count) =>
      new Promise((resolve) => {
        waiters.push({ count, resolve });
        settle();
      }),
    nextConnection: () => new Promise((resolve) => connectionWaiters.push(resolve)),
    refuse(reply) {
      refusal = reply === null ? null : { ...reply };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = new SMTPServer(options);
      await listen();
    },
    clear() {
      received.splice(0);
    },
  };
}

export interface StalledSmtpServer {
  /** `smtp://127.0.0.1:<port>`. */
  readonly url: string;
  /** Resolves at the first connection a client opens. */
  readonly connected: Promise<void>;
  close(): Promise<void>;
}

/** A server that takes connections and says nothing: a client waits for its greeting until its own timeout. */
export async function stalledSmtpServer(): Promise<StalledSmtpServer> {
  const sockets = new Set<Socket>();
  let connect = () => undefined as void;
  const connected = new Promise<void>((resolve) => (connect = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    connect();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`,
    connected,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
