// Latency figures of a batch of timed calls: throughput and percentiles, printed, never asserted.
export interface Timed {
  readonly ms: number;
  readonly ok: boolean;
}

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  const index = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1));
  return sortedMs[index] ?? 0;
}

export function summarise(label: string, timings: readonly Timed[], wallMs: number): string {
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  const failed = timings.filter((t) => !t.ok).length;
  const rate = wallMs > 0 ? (timings.length / wallMs) * 1000 : 0;
  return [
    `${label}: ${timings.length} requests in ${(wallMs / 1000).toFixed(2)} s = ${rate.toFixed(0)} req/s`,
    `  latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; failed ${failed}`,
  ].join('\n');
}

/** Runs `task` for every item with at most `concurrency` in flight, timing each. */
export async function timedPool<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<R>,
  isOk: (result: R) => boolean,
) {
  const timings: Timed[] = [];
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < items.length) {
      const index = next++;
      const t0 = performance.now();
      const result = await task(items[index] as T);
      timings.push({ ms: performance.now() - t0, ok: isOk(result) });
      results[index] = result;
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return { timings, results, wallMs: performance.now() - started };
}
