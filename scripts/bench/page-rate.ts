// The page part of `npm run bench:api`: how fast the server answers a content page from its render
// cache (http/render-site.ts), against a bare node:http server sending the same bytes (trivial-server.ts)
// with the same client and concurrency, and the ratio of the two. Every answer of the venue's server
// carries a fresh script nonce, so a hit is not a copy of bytes: that is the work measured. The two
// are measured in alternating rounds (venue, trivial, venue, ...) and each's median round is printed:
// on a shared machine a burst of other work lands on both alike, not on whichever ran at the time.
import type { Target } from './bench-target';
import type { httpGetter } from './http-get';
import { summarise, timedPool } from './latency';
import { startTrivialServer } from './trivial-server';

const PAGE_REQUESTS = 1_500;
/** Measured rounds of each server, alternating, after one warm-up round each. */
const ROUNDS = 5;
export const PAGE_CONCURRENCY = 50;
/** A shared content page: kept in the render cache. */
export const PAGE_PATH = '/';

type Getter = ReturnType<typeof httpGetter>;

async function round(http: Getter, url: string, cpuMs: () => Promise<number | null>) {
  const cache = { hit: 0, miss: 0 };
  const before = await cpuMs();
  const pages = await timedPool(
    Array.from({ length: PAGE_REQUESTS }, (_, i) => i),
    PAGE_CONCURRENCY,
    () =>
      http.get(url, {}, (headers) => {
        if (headers['x-render-cache'] === 'hit') cache.hit += 1;
        if (headers['x-render-cache'] === 'miss') cache.miss += 1;
      }),
    (status) => status === 200,
  );
  const after = await cpuMs();
  const cpu = before === null || after === null ? null : (after - before) / PAGE_REQUESTS;
  return { pages, cache, cpu, rate: (pages.timings.length / pages.wallMs) * 1000 };
}

type Round = Awaited<ReturnType<typeof round>>;

/** The round of the median rate. */
const median = (rounds: readonly Round[]): Round => [...rounds].sort((a, b) => a.rate - b.rate)[Math.floor(rounds.length / 2)] as Round;

const cpuLine = (cpu: number | null) =>
  cpu === null
    ? '  server CPU: not known (an API at --url)'
    : `  server CPU ${cpu.toFixed(3)} ms a page: ${(1000 / cpu).toFixed(0)} pages/s on one free core`;

/** Lines to print: both rates, their latencies and CPU, and the ratio. */
export async function pageRate(target: Target, http: Getter): Promise<string[]> {
  const url = new URL(PAGE_PATH, target.apiUrls[0]).href;
  const first = await http.getWhole(url);
  if (first.status !== 200 || !String(first.headers['content-type']).startsWith('text/html') || !first.headers['x-render-cache'])
    return [`cached page ${PAGE_PATH}: not measured (the target does not server-render pages: build the site, npm run build)`];
  // The second answer comes from the render cache: the bytes a guest gets on a busy night.
  const page = await http.getWhole(url);
  const trivial = await startTrivialServer(page);
  const venueCpu = async () => {
    const parts = await target.serverCpuMs();
    return parts === null ? null : Object.values(parts).reduce((a, b) => a + b, 0);
  };
  try {
    const trivialUrl = `${trivial.origin}${PAGE_PATH}`;
    // Warm-up rounds first, as for the API (V8 optimises the busy code), then the measured ones.
    await round(http, url, venueCpu);
    await round(http, trivialUrl, trivial.cpuMs);
    const venueRounds: Round[] = [];
    const bareRounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      venueRounds.push(await round(http, url, venueCpu));
      bareRounds.push(await round(http, trivialUrl, trivial.cpuMs));
    }
    const venue = median(venueRounds);
    const bare = median(bareRounds);
    const rates = (rounds: readonly Round[]) => rounds.map((r) => r.rate.toFixed(0)).join(', ');
    const size = `${(page.body.byteLength / 1024).toFixed(1)} kB as sent (${page.headers['content-encoding'] ?? 'not compressed'})`;
    const cache = venueRounds.reduce((sum, r) => ({ hit: sum.hit + r.cache.hit, miss: sum.miss + r.cache.miss }), { hit: 0, miss: 0 });
    return [
      `cached page GET ${PAGE_PATH}, ${size}, ${PAGE_CONCURRENCY} at a time, ${ROUNDS} rounds of ${PAGE_REQUESTS} each, alternating, after a warm-up round each; the median round:`,
      summarise('  venue server (render cache, a fresh nonce and CSP each answer)', venue.pages.timings, venue.pages.wallMs),
      `  every round: ${rates(venueRounds)} pages/s; render cache ${cache.hit} hits, ${cache.miss} renders (a page is kept 10 s)`,
      cpuLine(venue.cpu),
      summarise('  trivial node:http server, the same bytes', bare.pages.timings, bare.pages.wallMs),
      `  every round: ${rates(bareRounds)} pages/s`,
      cpuLine(bare.cpu),
      `  ratio: ${((venue.rate / bare.rate) * 100).toFixed(0)} % of the trivial server's rate (target at least 25 %); in CPU a page, ${venue.cpu === null || bare.cpu === null ? 'not known' : `${((bare.cpu / venue.cpu) * 100).toFixed(0)} %`}`,
    ];
  } finally {
    await trivial.stop();
  }
}
