// The bench's CPU figures from /proc: this process's own time grows with work, and a process's
// time with its children's is at least its own.
import { describe, expect, it } from 'vitest';
import { processCpuMs } from './process-cpu';

const busy = (ms: number) => {
  const until = Date.now() + ms;
  let n = 0;
  while (Date.now() < until) n++;
  return n;
};

describe.runIf(process.platform === 'linux')('processCpuMs', () => {
  it('reads the CPU time this process has used, which grows while it works', async () => {
    const before = await processCpuMs(process.pid);
    busy(100);
    const after = await processCpuMs(process.pid);
    expect(before).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(before);
  });

  it('counts children on top of the process itself, and nothing for a process that is gone', async () => {
    const own = await processCpuMs(process.pid);
    expect(await processCpuMs(process.pid, true)).toBeGreaterThanOrEqual(own);
    expect(await processCpuMs(2 ** 22 + 1)).toBe(0);
  });
});
