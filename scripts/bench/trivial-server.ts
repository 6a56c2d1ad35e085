// Starts trivial-server-process.ts with the bytes to answer; its address, its CPU time, and a stop.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nextMessage } from './child-message';
import type { FullAnswer } from './http-get';

export interface TrivialServer {
  readonly origin: string;
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

/** A bare node:http server answering every request with `page`'s body and type, as it was sent. */
export async function startTrivialServer(page: FullAnswer): Promise<TrivialServer> {
  const child = fork(fileURLToPath(new URL('./trivial-server-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const origin = nextMessage<string>(child, 'origin', 'The trivial server');
  child.send({
    body: page.body.toString('base64'),
    contentType: page.headers['content-type'] ?? 'text/html',
    contentEncoding: page.headers['content-encoding'],
  });
  return {
    origin: await origin,
    cpuMs: async () => {
      const answer = nextMessage<number>(child, 'cpuMs', 'The trivial server');
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
