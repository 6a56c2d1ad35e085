// The XSS test's own backend (e2e/xss.spec.ts): the demo venue with payloads in every HTML field the
// venue writes (FAQ answers, biographies, event descriptions, intros, popups, campaign pages), a
// backend of the test's own (e2e/own-backend.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startOwnBackend, type OwnBackend } from './own-backend';
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

export type XssBackend = OwnBackend;

export async function startXssBackend(): Promise<XssBackend> {
  const dir = mkdtempSync(join(tmpdir(), 'venue-xss-'));
  const seedFile = join(dir, 'venue.json');
  // The database keeps content as JSON, which holds no NUL character: the seed's payloads go without it.
  writeFileSync(seedFile, JSON.stringify(payloadSeed()).replaceAll('\\u0000', ''));
  return startOwnBackend({ VENUE_SEED: seedFile, VENUE_RATE_LIMITS: '0' });
}
