import { describe, expect, it } from 'vitest';
import { deferredPort } from './deferred-port';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

describe('deferred port', () => {
  it('loads its implementation once, on the first call, and passes calls through', async () => {
    let loads = 0;
    const port = deferredPort<Greeter>(async () => {
      loads += 1;
      return { greet: async (name) => `Hello ${name}`, count: async () => loads };
    });
    expect(loads).toBe(0);
    await expect(Promise.all([port.greet('Ana'), port.count()])).resolves.toEqual(['Hello Ana', 1]);
    expect(loads).toBe(1);
  });

  it('is not a thenable, so awaiting it gives the port', async () => {
    const port = deferredPort<Greeter>(async () => ({ greet: async () => '', count: async () => 0 }));
    expect(await Promise.resolve(port)).toBe(port);
  });
});
