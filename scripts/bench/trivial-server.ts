// Starts trivial-server-process.ts with the bytes to answer; its address, its CPU time, and a stop.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FullAnswer } from './http-get';

export interface TrivialServer {
  readonly origin: string;
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

function nextMessage<T>(child: ChildProcess, field: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (!(field in message)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message[field] as T);
    };
    const onExit = (code: number | null) => reject(new Error(`The trivial server exited (code ${code}).`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** A bare node:http server answering every request with `page`'s body and type, as it was sent. */
export async function startTrivialServer(page: FullAnswer): Promise<TrivialServer> {
  const child = fork(fileURLToPath(new URL('./trivial-server-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const origin = nextMessage<string>(child, 'origin');
  child.send({
    body: page.body.toString('base64'),
    contentType: page.headers['content-type'] ?? 'text/html',
    contentEncoding: page.headers['content-encoding'],
  });
  return {
    origin: await origin,
    cpuMs: async () => {
      const answer = nextMessage<number>(child, 'cpuMs');
      child.send({ cpu: true });
      return answer;
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    },
  };
}
