// The next message a bench's child process sends that has `field`; fails if the child exits first.
import type { ChildProcess } from 'node:child_process';

export function nextMessage<T>(child: ChildProcess, field: string, who: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (!(field in message)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message[field] as T);
    };
    const onExit = (code: number | null) => reject(new Error(`${who} exited (code ${code}) before it answered.`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
