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
  /** The performance score of every run; the other figures are the median run's. */
  readonly performanceRuns: readonly (number | null)[];
}

const score = (report: LighthouseReport, id: string): number | null => {
  const value = report.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const metric = (report: LighthouseReport, id: string): number => report.audits[id]?.numericValue ?? Number.NaN;

export function lighthouseFigures(report: LighthouseReport): Omit<PageFigures, 'name' | 'performanceRuns'> {
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

/** A Markdown table of the median runs, the static page first: the LCP ratio of every page is to that page's LCP. */
export function printTable(pages: readonly PageFigures[]): void {
  const staticLcp = pages[0]?.lcpMs ?? Number.NaN;
  console.log('');
  console.log('| page | perf | perf, every run | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS transferred | LCP / static |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    console.log(
      `| ${page.name} | ${page.performance} | ${page.performanceRuns.join(', ')} | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${seconds(page.fcpMs)} | ${seconds(page.lcpMs)} | ${page.tbtMs.toFixed(0)} ms | ${page.cls.toFixed(3)} | ${(page.jsBytes / 1024).toFixed(1)} KB | ${(page.lcpMs / staticLcp).toFixed(2)} |`,
    );
  }
}
