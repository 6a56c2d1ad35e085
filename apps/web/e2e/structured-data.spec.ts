// Structured data in the first HTML (docs/product.md#structured-data), read as a search engine reads
// it, without running the page's script: NightClub and Event JSON-LD parse, dates carry the venue's
// offset (New York: -04:00 or -05:00 as the date falls), addresses are PostalAddress with their parts.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet } from './venue-api';

const postalAddress = {
  '@type': 'PostalAddress',
  streetAddress: '214 Mercer Lane',
  addressLocality: 'Brooklyn',
  addressRegion: 'NY',
  postalCode: '11211',
  addressCountry: 'US',
};

async function jsonLdOf(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The New York wall clock at an instant, "YYYY-MM-DD HH:mm". */
const newYorkWallTime = (instant: number): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/New_York', dateStyle: 'short', timeStyle: 'short' }).format(instant);

test('the home page names the NightClub with a PostalAddress and its telephone', async ({ request }) => {
  const club = (await jsonLdOf(request, '/')).find((d) => d['@type'] === 'NightClub');
  expect(club).toMatchObject({ '@context': 'https://schema.org', address: postalAddress, telephone: '+1-718-555-0142' });
});

test("an event page dates the event with the venue's offset, places it at a PostalAddress and links its offers", async ({ request }) => {
  const event = (await jsonLdOf(request, '/event-details/event-up-2')).find((d) => d['@type'] === 'Event');
  expect(event).toBeDefined();
  if (!event) return;
  // The demo's poster times of that night (10:00 PM to the small hours), as the venue's API gives them.
  const poster = (await apiGet<{ data: { startTime: string; endTime: string } }>(request, 'event-info/event-up-2')).data;
  const clock = (label: string) => {
    const [, h = '0', m = '0', half = 'AM'] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label) ?? [];
    return `${String((Number(h) % 12) + (half === 'PM' ? 12 : 0)).padStart(2, '0')}:${m}`;
  };
  const start = String(event.startDate);
  const end = String(event.endDate);
  expect(start).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T${clock(poster.startTime)}:00-0[45]:00$`));
  expect(end).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T${clock(poster.endTime)}:00-0[45]:00$`));
  // The written offset is New York's on that date: the instant reads the poster's time on a New York clock.
  expect(newYorkWallTime(Date.parse(start))).toBe(`${start.slice(0, 10)} ${clock(poster.startTime)}`);
  expect(event).toMatchObject({
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', address: postalAddress },
    organizer: { '@type': 'Organization', name: 'Velvet Room' },
  });
  const offers = event.offers as Record<string, unknown>[];
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) {
    expect(offer).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'USD',
      url: expect.stringMatching(/\/event-details\/event-up-2$/) as unknown,
    });
    expect(String(offer.price)).toMatch(/^\d+\.\d{2}$/);
    expect(['https://schema.org/InStock', 'https://schema.org/SoldOut']).toContain(offer.availability);
  }
  expect(offers.some((o) => o.availability === 'https://schema.org/SoldOut')).toBe(true);
});
