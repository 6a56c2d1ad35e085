// The figures `npm run bench:web` prints from a Lighthouse JSON report: the four category scores,
// FCP, LCP, TBT, CLS, the JavaScript transferred, and each page's LCP beside the static page's.
export interface LighthouseReport {
  readonly categories: Record<string, { readonly score: number | null } | undefined>;
  readonly audits: Record<
    string,
    { readonly numericValue?: number; readonly details?: { readonly items?: readonly Record<string, unknown>[] } } | undefined
  >;
}

export interface PageFigures {
  readonly name: string;
  readonly performance: number | null;
  readonly accessibility: number | null;
  readonly bestPractices: number | null;
  readonly seo: number | null;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly jsBytes: number;
  /** The performance score and blocking time of every run; the other figures are the median run's. */
  readonly performanceRuns: readonly (number | null)[];
  readonly tbtRuns: readonly number[];
  /** The LCP of the same page less its scripts (static-page.ts), measured once. */
  readonly staticCopyLcpMs?: number;
}

/** The targets of docs/benchmarks.md, on this 2-core machine type. */
export const targets = { performance: 98, tbtMs: 100, lcpToStatic: 1.2, otherScores: 100, cls: 0 } as const;

/** What a page misses of the targets, in words; empty when it meets them all in every run. */
export function targetMisses(page: PageFigures): string[] {
  const misses: string[] = [];
  if (page.performanceRuns.some((p) => p === null || p < targets.performance)) misses.push(`performance < ${targets.performance} in a run`);
  if (page.tbtRuns.some((t) => t > targets.tbtMs)) misses.push(`TBT > ${targets.tbtMs} ms in a run`);
  const staticLcpMs = page.staticCopyLcpMs ?? Number.NaN;
  if (!(page.lcpMs <= staticLcpMs * targets.lcpToStatic)) misses.push(`LCP > ${targets.lcpToStatic} × its static copy`);
  for (const [label, value] of [
    ['accessibility', page.accessibility],
    ['best practices', page.bestPractices],
    ['SEO', page.seo],
  ] as const)
    if (value !== targets.otherScores) misses.push(`${label} ${value}`);
  if (page.cls > targets.cls) misses.push(`CLS ${page.cls.toFixed(3)}`);
  return misses;
}

const score = (report: LighthouseReport, id: string): number | null => {
  const value = report.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const metric = (report: LighthouseReport, id: string): number => report.audits[id]?.numericValue ?? Number.NaN;

export function lighthouseFigures(report: LighthouseReport): Omit<PageFigures, 'name' | 'performanceRuns' | 'tbtRuns'> {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((request) => request['resourceType'] === 'Script')
    .reduce((sum, request) => sum + (typeof request['transferSize'] === 'number' ? request['transferSize'] : 0), 0);
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    fcpMs: metric(report, 'first-contentful-paint'),
    lcpMs: metric(report, 'largest-contentful-paint'),
    tbtMs: metric(report, 'total-blocking-time'),
    cls: metric(report, 'cumulative-layout-shift'),
    jsBytes,
  };
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/**
 * A Markdown table of the median runs, the static page of the home page's text first. "LCP / text" is
 * each page's LCP to that page's; "LCP / copy" to its own copy without scripts, which the target reads.
 */
export function printTable(pages: readonly PageFigures[]): void {
  const staticLcp = pages[0]?.lcpMs ?? Number.NaN;
  console.log('');
  console.log(
    '| page | perf | perf, every run | TBT, every run | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS transferred | LCP / text | LCP / copy | targets |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [i, page] of pages.entries()) {
    const misses = i === 0 ? [] : targetMisses(page);
    const copy = page.staticCopyLcpMs === undefined ? '' : (page.lcpMs / page.staticCopyLcpMs).toFixed(2);
    console.log(
      `| ${page.name} | ${page.performance} | ${page.performanceRuns.join(', ')} | ${page.tbtRuns.map((t) => t.toFixed(0)).join(', ')} ms | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${seconds(page.fcpMs)} | ${seconds(page.lcpMs)} | ${page.tbtMs.toFixed(0)} ms | ${page.cls.toFixed(3)} | ${(page.jsBytes / 1024).toFixed(1)} KB | ${(page.lcpMs / staticLcp).toFixed(2)} | ${copy} | ${misses.length === 0 ? 'met' : misses.join('; ')} |`,
    );
  }
  const missed = pages.slice(1).filter((page) => targetMisses(page).length > 0);
  console.log(
    missed.length === 0
      ? `\nEvery page meets the targets in every run (performance ≥ ${targets.performance}, TBT ≤ ${targets.tbtMs} ms, LCP ≤ ${targets.lcpToStatic} × its static copy, other scores ${targets.otherScores}, CLS ${targets.cls}).`
      : `\nTargets missed on: ${missed.map((page) => page.name).join(', ')}.`,
  );
}
