import { describe, expect, it } from 'vitest';
import { workSlots } from './work-slots';

/** A piece of work that ends when the test says. */
function gate(): { promise: Promise<string>; open: (value: string) => void } {
  let open: (value: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => (open = resolve));
  return { promise, open };
}

describe('workSlots', () => {
  it('runs at most the running limit at once, queues the waiting limit, and answers busy past it', async () => {
    const slots = workSlots({ running: 2, waiting: 1 });
    const gates = [gate(), gate(), gate()];
    let started = 0;
    const runs = gates.map((g) =>
      slots.run(() => {
        started += 1;
        return g.promise;
      }),
    );
    await Promise.resolve();
    expect(started).toBe(2);
    expect(await slots.run(() => Promise.resolve('late'))).toBe('busy');
    gates[0]?.open('a');
    expect(await runs[0]).toBe('a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(3);
    gates[1]?.open('b');
    gates[2]?.open('c');
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(await slots.run(() => Promise.resolve('again'))).toBe('again');
  });

  it('frees the slot of work that fails', async () => {
    const slots = workSlots({ running: 1, waiting: 0 });
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slots.run(() => Promise.resolve('next'))).toBe('next');
  });
});
