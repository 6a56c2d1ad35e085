// "Today" on the server is the venue's day in its time zone, not the machine's or UTC's
// (docs/product.md#the-venues-time-zone): late in a New York evening, tonight's event is still upcoming.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_START_TIMEOUT_MS, startTestApi, TEST_NOW, TEST_TODAY, type TestApi } from '../testing/test-api';
import { todayOf } from './today';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, DB_START_TIMEOUT_MS);
afterAll(() => api.db.close());

// A fresh token each time: the clock moves past the demo token's hour.
const ids = async (path: string) =>
  ((await (await api.get(path, await api.signIn())).json()) as { data: { _id: string; date: string }[] }).data;

describe("the venue's day", () => {
  it('general-info names the venue time zone, its address parts and telephone', async () => {
    const body = (await (await api.get('general-info')).json()) as { data: { general: Record<string, unknown> } };
    expect(body.data.general).toMatchObject({
      timeZone: 'America/New_York',
      phone: '+1-718-555-0142',
      postalAddress: {
        streetAddress: '214 Mercer Lane',
        addressLocality: 'Brooklyn',
        addressRegion: 'NY',
        postalCode: '11211',
        addressCountry: 'US',
      },
    });
  });

  it("keeps tonight's event upcoming at 11:30 PM in New York, when UTC is already on the next day", async () => {
    api.clock.now = new Date(`${TEST_TODAY}T23:30:00-04:00`);
    try {
      expect(todayOf(api.context())).toBe(TEST_TODAY);
      const upcoming = await ids('upcomig-events');
      expect(upcoming.map((e) => e.date)).toContain(TEST_TODAY);
      expect((await ids('past-events')).map((e) => e.date)).not.toContain(TEST_TODAY);
      // One minute after the venue's midnight, tonight's event has moved to the past.
      api.clock.now = new Date(`${TEST_TODAY}T23:59:00-04:00`);
      api.clock.now = new Date(api.clock.now.getTime() + 2 * 60_000);
      expect(todayOf(api.context())).not.toBe(TEST_TODAY);
      expect((await ids('past-events')).map((e) => e.date)).toContain(TEST_TODAY);
    } finally {
      api.clock.now = TEST_NOW;
    }
  });

  it("property: todayOf is the calendar date a wall clock in the venue's zone shows, whatever the zone", () => {
    const zones = ['America/New_York', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Tokyo', 'Pacific/Auckland', 'UTC'] as const;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (at, timeZone) => {
          // en-CA writes dates as YYYY-MM-DD.
          const wallDate = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
          expect(todayOf({ now: () => at, timeZone })).toBe(wallDate);
        },
      ),
    );
  });
});
