// `npm run bench:web [-- --runs N] [--only /bottles] [--venue photo] [--language fr]`: Lighthouse 12 (mobile preset, simulated throttling) in Debian's
// Chromium on the key pages of the built site, beside a static HTML page of the home page's text
// served by the same server, printed with the targets each page meets or misses, never asserted.
// Each page is measured N times (3 unless said) and the median run is printed, as Lighthouse's own docs advise: on a shared machine one run's
// blocking time follows whatever else the machine does. It builds the site, starts it on a free port
// with a fresh data folder, and stops everything when done (each Lighthouse run is killed after
// RUN_TIMEOUT_MS).
// The static page (the home page's text, no picture) and each page's copy without its scripts are
// files written into the built site's folder for the run (and removed after): the same server, the
// same compression and headers, so the LCP ratio to a page's copy measures only what its scripts cost.
// `--venue photo` measures the photo venue instead of the demo (photo-venue.ts): every picture a 12-megapixel
// JPEG of several MB, taken in when the site starts, held to the photo venue's targets.
// `--language fr` (or es, he) measures the same pages in that language, the venue speaking English first and the
// others after it (VENUE_LANGUAGES): `/fr/events` and so on, held to the same targets.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// Lighthouse's own choice of the median run: the one nearest the median FCP and the median TTI.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type * as LH from 'lighthouse/types/lh.js';
import { signInAt } from '../../apps/venue-api/src/testing/backend-process';
import { freePort } from '../../apps/venue-api/src/testing/free-port';
import { chromiumArgs, chromiumPath } from '../../apps/web/e2e/chromium';
import { demoTargets, lighthouseFigures, photoTargets, printTable, type LighthouseReport, type PageFigures } from './lighthouse-figures';
import { writePhotoVenue } from './photo-venue';
import { staticPageOf, withoutScripts } from './static-page';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDist = join(root, 'apps/web/dist');
const STATIC_FILE = 'bench-static-page.html';
const COPY_FILE = 'bench-static-copy.html';
const RUN_TIMEOUT_MS = 120_000;
/** The photo venue's start takes its photos in first. */
const START_TIMEOUT_MS = 600_000;
const chromiumFlags = ['--headless', ...chromiumArgs];

function runsAsked(argv: readonly string[]): number {
  const at = argv.indexOf('--runs');
  const runs = at === -1 ? 3 : Number(argv[at + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more.');
  return runs;
}

/** `--venue photo`: the photo venue; the demo venue otherwise. */
function venueAsked(argv: readonly string[]): 'demo' | 'photo' {
  const at = argv.indexOf('--venue');
  if (at === -1) return 'demo';
  if (argv[at + 1] !== 'photo' && argv[at + 1] !== 'demo') throw new Error('--venue takes demo or photo.');
  return argv[at + 1] as 'demo' | 'photo';
}

/** `--language fr`: the pages in that language; English (no prefix) otherwise. */
function languageAsked(argv: readonly string[]): string | null {
  const at = argv.indexOf('--language');
  if (at === -1) return null;
  const language = argv[at + 1] ?? '';
  if (!['fr', 'es', 'he'].includes(language)) throw new Error('--language takes fr, es or he.');
  return language;
}

/** `--only /bottles`: measure the static page and the key pages named (repeatable), not every key page. */
function pagesAsked(argv: readonly string[]): string[] {
  return argv.flatMap((arg, at) => (argv[at - 1] === '--only' ? [arg] : []));
}

function existingChromium(): string {
  if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install Debian's chromium or set CHROMIUM_PATH.`);
  return chromiumPath;
}

async function waitForSite(origin: string, site: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (site.exitCode !== null) throw new Error(`The site exited with code ${site.exitCode} before it answered.`);
    try {
      if ((await fetch(`${origin}/venue-api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not answer within ${START_TIMEOUT_MS / 1000} s.`);
}

/** An upcoming event's id, asked of the API as the site asks it. */
async function anEventId(origin: string): Promise<string> {
  const token = await signInAt(origin);
  const events = await fetch(`${origin}/venue-api/upcomig-events`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await events.json()) as { data: { _id: string }[] };
  const id = data[0]?._id;
  if (id === undefined) throw new Error('The venue has no upcoming event to measure.');
  return id;
}

/**
 * The home page as the server renders it: its first HTML holds the page's text and data. (Chromium's
 * --dump-dom no longer ends since the chat's script keeps a connection open on idle.)
 */
async function renderedHtml(url: string): Promise<string> {
  const page = await fetch(url);
  if (!page.ok) throw new Error(`The site answered ${page.status} for ${url}.`);
  return page.text();
}

function lighthouse(url: string, chromium: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const run = spawn(
      process.execPath,
      [
        join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--max-wait-for-load=45000',
        `--chrome-flags=${chromiumFlags.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    run.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => run.kill('SIGKILL'), RUN_TIMEOUT_MS);
    run.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`Lighthouse failed on ${url} (code ${code}): ${err.slice(-500)}`));
    });
  });
}

async function main(): Promise<void> {
  const chromium = existingChromium();
  const runs = runsAsked(process.argv);
  const only = pagesAsked(process.argv);
  const venue = venueAsked(process.argv);
  const language = languageAsked(process.argv);
  const prefix = language === null ? '' : `/${language}`;
  console.log('Building the site…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed.');

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'venue-web-bench-'));
  const seed: Record<string, string> = {};
  if (language !== null) seed['VENUE_LANGUAGES'] = 'en,fr,es,he';
  if (venue === 'photo') {
    console.log('Making the photo venue…');
    const { seedFile, photoBytes } = await writePhotoVenue(join(dataDir, 'photo-venue'));
    console.log(`  ${photoBytes.length} photos of 4000 x 3000, ${photoBytes.map((b) => (b / 1024 / 1024).toFixed(1)).join(', ')} MB`);
    seed['VENUE_SEED'] = seedFile;
  }
  const started = Date.now();
  const site = spawn(process.execPath, ['--import', 'tsx', 'apps/venue-api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), VENUE_DATA_DIR: join(dataDir, 'data'), ...seed },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const staticPath = join(webDist, STATIC_FILE);
  const copyPath = join(webDist, COPY_FILE);
  try {
    await waitForSite(origin, site);
    console.log(`The site answered ${((Date.now() - started) / 1000).toFixed(1)} s after it started (the ${venue} venue seeded).`);
    const eventId = await anEventId(origin);
    await writeFile(staticPath, staticPageOf(await renderedHtml(`${origin}${prefix || '/'}`)));
    const pages = [
      { name: `static page (/${STATIC_FILE})`, path: `/${STATIC_FILE}` },
      { name: '/', path: '/' },
      { name: '/events', path: '/events' },
      { name: '/event-details/{id}', path: `/event-details/${eventId}` },
      { name: '/bottles', path: '/bottles' },
      { name: '/booking', path: '/booking' },
      { name: '/contact', path: '/contact' },
      { name: '/menus', path: '/menus' },
      { name: '/gallery', path: '/gallery' },
      { name: '/faq', path: '/faq' },
    ]
      .filter((page) => only.length === 0 || page.path === `/${STATIC_FILE}` || only.includes(page.name))
      .map((page) =>
        page.path === `/${STATIC_FILE}`
          ? page
          : { name: `${prefix}${page.name}`, path: page.path === '/' && prefix ? prefix : `${prefix}${page.path}` },
      );
    console.log(
      `Lighthouse 12, mobile preset, simulated throttling, Chromium at ${chromium}, site at ${origin}, the ${venue} venue, ` +
        `${language ?? 'en'}, ${runs} runs a page`,
    );
    const figures: PageFigures[] = [];
    for (const page of pages) {
      // Lighthouse's JSON, read once: as its own type to pick the median run, as ours for the figures.
      const reports: unknown[] = [];
      for (let run = 0; run < runs; run++) {
        // As on a busy night, the page is in the server's render cache (kept 10 s): the run measures
        // the page, not a render a lone visitor would wait for.
        await renderedHtml(`${origin}${page.path}`);
        reports.push(JSON.parse(await lighthouse(`${origin}${page.path}`, chromium)));
      }
      const figuresOf = (report: unknown) => lighthouseFigures(report as LighthouseReport);
      const performanceRuns = reports.map((report) => figuresOf(report).performance);
      const tbtRuns = reports.map((report) => figuresOf(report).tbtMs);
      // The same page less its scripts, served beside it: what the page could do without them.
      let staticCopyLcpMs: number | undefined;
      if (page.path !== `/${STATIC_FILE}`) {
        await writeFile(copyPath, withoutScripts(await renderedHtml(`${origin}${page.path}`)));
        staticCopyLcpMs = figuresOf(JSON.parse(await lighthouse(`${origin}/${COPY_FILE}`, chromium))).lcpMs;
      }
      const median = figuresOf(computeMedianRun(reports as LH.Result[]));
      figures.push({ name: page.name, ...median, performanceRuns, tbtRuns, ...(staticCopyLcpMs === undefined ? {} : { staticCopyLcpMs }) });
      console.log(
        `  measured ${page.name}: performance ${performanceRuns.join(', ')}, TBT ${tbtRuns.map((t) => t.toFixed(0)).join(', ')} ms` +
          (staticCopyLcpMs === undefined ? '' : `, its copy without scripts: LCP ${(staticCopyLcpMs / 1000).toFixed(2)} s`),
      );
    }
    printTable(figures, venue === 'photo' ? photoTargets : demoTargets);
  } finally {
    await rm(staticPath, { force: true });
    await rm(copyPath, { force: true });
    const stopped = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGTERM');
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (site.exitCode === null) site.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
