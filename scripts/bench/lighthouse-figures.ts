// The figures `npm run bench:web` prints from a Lighthouse JSON report: the four category scores,
// FCP, LCP, TBT, CLS, the JavaScript and pictures transferred, what Lighthouse's image delivery audit would
// save, and each page's LCP beside the static page's.
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
  /** Pictures transferred before the page was idle (Lighthouse loads no lazy picture below the fold). */
  readonly imageBytes: number;
  /** Bytes the image delivery audit says better sizes or formats would save. */
  readonly imageSavingsBytes: number;
  /** The performance score and blocking time of every run; the other figures are the median run's. */
  readonly performanceRuns: readonly (number | null)[];
  readonly tbtRuns: readonly number[];
  /** The LCP of the same page less its scripts (static-page.ts), measured once. */
  readonly staticCopyLcpMs?: number;
}

/** The targets of docs/benchmarks.md, on this 2-core machine type: the demo venue's, and the photo venue's. */
export const demoTargets = {
  performance: 98,
  tbtMs: 100,
  lcpToStatic: 1.2,
  otherScores: 100,
  cls: 0,
  imageSavingsBytes: 0,
  imageBytes: Infinity,
};
export type Targets = typeof demoTargets;
/** The photo venue's: its pictures cost the LCP a little more, and no page sends more than 300 kB of them before idle. */
export const photoTargets: Targets = { ...demoTargets, lcpToStatic: 1.3, imageBytes: 300 * 1024 };

/** What a page misses of the targets, in words; empty when it meets them all in every run. */
export function targetMisses(page: PageFigures, targets: Targets = demoTargets): string[] {
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
  if (page.imageSavingsBytes > targets.imageSavingsBytes) misses.push(`image delivery would save ${kb(page.imageSavingsBytes)}`);
  if (page.imageBytes > targets.imageBytes) misses.push(`pictures ${kb(page.imageBytes)} > ${kb(targets.imageBytes)}`);
  return misses;
}

const score = (report: LighthouseReport, id: string): number | null => {
  const value = report.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const metric = (report: LighthouseReport, id: string): number => report.audits[id]?.numericValue ?? Number.NaN;

export function lighthouseFigures(report: LighthouseReport): Omit<PageFigures, 'name' | 'performanceRuns' | 'tbtRuns'> {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const transferred = (type: string) =>
    requests
      .filter((request) => request['resourceType'] === type)
      .reduce((sum, request) => sum + (typeof request['transferSize'] === 'number' ? request['transferSize'] : 0), 0);
  const imageSavingsBytes = (report.audits['image-delivery-insight']?.details?.items ?? []).reduce(
    (sum, item) => sum + (typeof item['wastedBytes'] === 'number' ? item['wastedBytes'] : 0),
    0,
  );
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    fcpMs: metric(report, 'first-contentful-paint'),
    lcpMs: metric(report, 'largest-contentful-paint'),
    tbtMs: metric(report, 'total-blocking-time'),
    cls: metric(report, 'cumulative-layout-shift'),
    jsBytes: transferred('Script'),
    imageBytes: transferred('Image'),
    imageSavingsBytes,
  };
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/**
 * A Markdown table of the median runs, the static page of the home page's text first. "LCP / text" is
 * each page's LCP to that page's; "LCP / copy" to its own copy without scripts, which the target reads.
 */
export function printTable(pages: readonly PageFigures[], targets: Targets = demoTargets): void {
  const staticLcp = pages[0]?.lcpMs ?? Number.NaN;
  console.log('');
  console.log(
    '| page | perf | perf, every run | TBT, every run | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS transferred | pictures | image savings | LCP / text | LCP / copy | targets |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [i, page] of pages.entries()) {
    const misses = i === 0 ? [] : targetMisses(page, targets);
    const copy = page.staticCopyLcpMs === undefined ? '' : (page.lcpMs / page.staticCopyLcpMs).toFixed(2);
    console.log(
      `| ${page.name} | ${page.performance} | ${page.performanceRuns.join(', ')} | ${page.tbtRuns.map((t) => t.toFixed(0)).join(', ')} ms | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${seconds(page.fcpMs)} | ${seconds(page.lcpMs)} | ${page.tbtMs.toFixed(0)} ms | ${page.cls.toFixed(3)} | ${kb(page.jsBytes)} | ${kb(page.imageBytes)} | ${kb(page.imageSavingsBytes)} | ${(page.lcpMs / staticLcp).toFixed(2)} | ${copy} | ${misses.length === 0 ? 'met' : misses.join('; ')} |`,
    );
  }
  const missed = pages.slice(1).filter((page) => targetMisses(page, targets).length > 0);
  console.log(
    missed.length === 0
      ? `\nEvery page meets the targets in every run (performance ≥ ${targets.performance}, TBT ≤ ${targets.tbtMs} ms, LCP ≤ ${targets.lcpToStatic} × its static copy, other scores ${targets.otherScores}, CLS ${targets.cls}, nothing for image delivery to save${Number.isFinite(targets.imageBytes) ? `, at most ${kb(targets.imageBytes)} of pictures` : ''}).`
      : `\nTargets missed on: ${missed.map((page) => page.name).join(', ')}.`,
  );
}
