// The work queue runs a bounded number of jobs, lets a bounded number wait in order, and answers busy past that.
import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './picture-work-queue';

function gate(): { opened: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the picture work queue', () => {
  it('runs one job, keeps the next waiting, answers busy past that, and lets the waiting job run in turn', async () => {
    const queue = createWorkQueue({ running: 1, waiting: 1 });
    const started: string[] = [];
    const first = gate();
    const a = queue.run(async () => {
      started.push('a');
      await first.opened;
      return 'a';
    });
    const b = queue.run(async () => {
      started.push('b');
      return 'b';
    });
    expect(await queue.run(async () => 'c')).toEqual({ busy: true });
    expect(started).toEqual(['a']);
    first.open();
    expect(await a).toEqual({ busy: false, value: 'a' });
    expect(await b).toEqual({ busy: false, value: 'b' });
    expect(started).toEqual(['a', 'b']);
    expect(await queue.run(async () => 'd')).toEqual({ busy: false, value: 'd' });
  });

  it('frees the place of a job that fails', async () => {
    const queue = createWorkQueue({ running: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(await queue.run(async () => 1)).toEqual({ busy: false, value: 1 });
  });
});
