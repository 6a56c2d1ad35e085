// The work queue (picture take-in and the site's image route) runs a bounded number of jobs, lets a bounded
// number wait in order, and answers busy past that.
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

  it('runs at most the running limit at once, queues the waiting limit, and answers busy past it', async () => {
    const queue = createWorkQueue({ running: 2, waiting: 1 });
    const gates = [gate(), gate(), gate()];
    let started = 0;
    const runs = gates.map((g, i) =>
      queue.run(async () => {
        started += 1;
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toBe(2);
    expect(await queue.run(() => Promise.resolve('late'))).toEqual({ busy: true });
    gates[0]?.open();
    expect(await runs[0]).toEqual({ busy: false, value: 0 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(3);
    gates[1]?.open();
    gates[2]?.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2].map((value) => ({ busy: false, value })));
    expect(await queue.run(() => Promise.resolve('again'))).toEqual({ busy: false, value: 'again' });
  });
});
