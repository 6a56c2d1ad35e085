// The XSS test's own backend (e2e/xss.spec.ts): the demo venue with payloads in every HTML field the
// venue writes (FAQ answers, biographies, event descriptions, intros, popups, campaign pages), started
// on a free port with a fresh data folder. The site must be built: the config's first webServer did.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';
import { payloads } from './xss-payloads';

const repoRoot = resolve(import.meta.dirname, '../../..');
export const xssTalentId = 'talent-dj-nova';
export const xssPromotionId = 'promo-happy-hour';

type Json = Record<string, unknown>;
const all = payloads.map((p) => `<p>${p.html}</p>`).join('\n');

/** The demo venue, exported for today, with payloads written into its content. */
export function payloadSeed(): Json {
  const seed = JSON.parse(
    execFileSync('node', ['--import', 'tsx', 'apps/venue-api/src/seed/export-demo-seed.ts'], { cwd: repoRoot, encoding: 'utf8' }),
  ) as Json;
  const list = (key: string) => seed[key] as Json[];
  seed.faqItems = payloads.map((p, i) => ({
    _id: `faq-xss-${i}`,
    question: `Question ${p.id} ${p.html}`,
    answer: p.html,
    category: 'General',
  }));
  const firstEvent = list('events')[0] as Json;
  firstEvent.description = all;
  firstEvent.name = payloads[0]?.html ?? '';
  list('talents')[0] = { ...list('talents')[0], biography: all, musicStyle: payloads[2]?.html ?? '' };
  const general = seed.generalInfo as Json;
  general.intro = { ...(general.intro as Json), bottles: all, talent_submission: all };
  list('popups').forEach((popup) => Object.assign(popup, { content: all, delaySeconds: 0 }));
  list('promotions').forEach((promotion) =>
    Object.assign(promotion, { campaignHtml: `<!doctype html><html><head></head><body>${all}</body></html>` }),
  );
  const reviewed = payloads.filter((_p, i) => i % 8 === 0);
  seed.reviews = [
    ...list('reviews'),
    ...reviewed.map((p, i) => ({
      _id: `review-xss-${i}`,
      type: 'talent',
      targetId: xssTalentId,
      name: p.html.slice(0, 60),
      rating: 5,
      comment: p.html,
      date: (list('reviews')[0] as Json).date,
      photo: null,
      featured: i < 6,
    })),
  ];
  return seed;
}

export interface XssBackend {
  readonly baseURL: string;
  /** What the server wrote to stderr, for a failure's message. */
  log(): string;
  stop(): Promise<void>;
}

export async function startXssBackend(): Promise<XssBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'venue-xss-'));
  const seedFile = join(dir, 'venue.json');
  // The database keeps content as JSON, which holds no NUL character: the seed's payloads go without it.
  writeFileSync(seedFile, JSON.stringify(payloadSeed()).replaceAll('\\u0000', ''));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), VENUE_DATA_DIR: join(dir, 'data'), VENUE_SEED: seedFile, VENUE_RATE_LIMITS: '0' };
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/venue-api/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const baseURL = `http://localhost:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`The XSS backend stopped: ${errors}`);
    const up = await fetch(`${baseURL}/venue-api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600) throw new Error(`The XSS backend did not start: ${errors}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    baseURL,
    log: () => errors.slice(-2_000),
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
