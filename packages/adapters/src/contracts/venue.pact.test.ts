// Contracts of the venue reads: general info (the session), financial settings and the website
// settings of the demo venue (velvet-room).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { createContentHttp } from '../http/content.http';
import { createSessionHttp } from '../http/session.http';
import { mediaPath, timeLabel } from '../testing/demo-examples';
import { bearer, clientFor, venuePact, demoExponent } from '../testing/venue-pact';

const { like, eachLike, regex } = MatchersV3;
const pact = venuePact();

const day = (name: string, from: string | null, to: string | null, dayOff = false) => ({ DayOff: dayOff, [`timeFrom${name}`]: from, [`timeTo${name}`]: to });

const generalInfo = {
  _id: 'velvet-room',
  name: 'Velvet Room',
  general: {
    address: '214 Mercer Lane, Brooklyn, NY 11211',
    mapLink: 'https://www.google.com/maps/search/?api=1&query=214+Mercer+Lane+Brooklyn+NY+11211',
    social: { facebook: 'https://www.facebook.com/velvetroom.demo', twitter: 'https://twitter.com/velvetroom_demo', instagram: 'https://www.instagram.com/velvetroom.demo' },
    currency: '$',
    currencyCode: 'USD',
    timeZone: 'America/New_York',
    phone: '+1-718-555-0142',
    postalAddress: { streetAddress: '214 Mercer Lane', addressLocality: 'Brooklyn', addressRegion: 'NY', postalCode: '11211', addressCountry: 'US' },
  },
  hours: {
    Monday: day('Monday', null, null, true),
    Tuesday: day('Tuesday', '8:00 PM', '2:00 AM'),
    Wednesday: day('Wednesday', '8:00 PM', '2:00 AM'),
    Thursday: day('Thursday', '8:00 PM', '3:00 AM'),
    Friday: day('Friday', '9:00 PM', '4:00 AM'),
    Saturday: day('Saturday', '9:00 PM', '4:00 AM'),
    Sunday: day('Sunday', '7:00 PM', '1:00 AM'),
  },
  intro: { bottles: '<p>Make it a night to remember with <strong>bottle service</strong>.</p>', talent_submission: '<p>We book <strong>new talent every month</strong>.</p>' },
};

const financialSettings = {
  bottlesTimes: ['9:00 PM', '9:30 PM'],
  bottlesMinimum: 150,
  minGuestCount: 2,
  tax: 8.875,
  taxItems: ['Bottles', 'Food', 'Tickets'],
  serviceCharge: 20,
  serviceChargeItems: ['Bottles', 'Food'],
  bottlesDiscount: 10,
  bottlesDepositAmount: null,
  bookingDepositAmount: 250,
  stripeKey: null,
};

const websiteSettings = {
  _id: 'velvet-room',
  header: { venueName: 'Velvet Room', title: 'Cocktails, DJs and bottle service in Brooklyn', image: '/venue-api/media/logo.svg', faqTarget: 'faq', colors: { background: '#1a1226', text: '#f6ecff' } },
  menus: [{ value: '/events', title: 'Events' }],
  seo: { title: 'Velvet Room | Cocktails, DJs and Bottle Service in Brooklyn', description: 'Velvet Room is a Brooklyn cocktail bar and nightclub.', keywords: 'nightclub, cocktail bar, bottle service' },
};

const colour = (example: string) => regex(/^#[0-9a-fA-F]{6}$/, example);

describe('venue contract', () => {
  it('GET general-info answers the venue under data', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the general info')
      .withRequest('GET', '/general-info', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: like(generalInfo) }))
      .executeTest(async (server) => {
        expect(await createSessionHttp(clientFor(server.url)).loadGeneralInfo()).toEqual({ ok: true, value: generalInfo });
      }));

  it('GET general-info answers the languages the venue names, its default first', () => {
    const named = { ...generalInfo, general: { ...generalInfo.general, languages: ['en', 'fr'] } };
    return pact
      .addInteraction()
      .given('the demo venue names its languages')
      .uponReceiving('a request for the general info of a venue naming its languages')
      .withRequest('GET', '/general-info', (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ data: like({ ...named, general: like({ ...named.general, languages: eachLike('en', 1) }) }) }))
      .executeTest(async (server) => {
        const info = await createSessionHttp(clientFor(server.url)).loadGeneralInfo();
        expect(info).toMatchObject({ ok: true, value: { general: { languages: ['en'], currencyCode: 'USD' } } });
      });
  });

  // Optional: a venue writing its texts in one language may leave it out (docs/contracts.md#the-venues-texts-in-the-guests-language).
  it('GET general-info answers the languages the venue writes its texts in', () => {
    const writing = { ...generalInfo, general: { ...generalInfo.general, languages: ['en', 'fr'], contentLanguages: ['en', 'fr'] } };
    return pact
      .addInteraction()
      .given('the demo venue writes its events in French too')
      .uponReceiving('a request for the general info of a venue writing its texts in two languages')
      .withRequest('GET', '/general-info', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({ data: like({ ...writing, general: like({ ...writing.general, languages: eachLike('en', 1), contentLanguages: ['en', 'fr'] }) }) }),
      )
      .executeTest(async (server) => {
        const info = await createSessionHttp(clientFor(server.url)).loadGeneralInfo();
        expect(info).toMatchObject({ ok: true, value: { general: { languages: ['en'], contentLanguages: ['en', 'fr'] } } });
      });
  });

  it('GET api/venue/getFinancialSettings answers amounts in dollars, decoded to cents', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the financial settings')
      .withRequest('GET', '/api/venue/getFinancialSettings', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: like({
            ...financialSettings,
            bottlesTimes: eachLike(timeLabel('9:00 PM'), 1),
            taxItems: eachLike('Bottles', 1),
            serviceChargeItems: eachLike('Bottles', 1),
          }),
        }),
      )
      .executeTest(async (server) => {
        const result = await createContentHttp(clientFor(server.url), demoExponent).financialSettings();
        expect(result).toEqual({
          ok: true,
          value: { ...financialSettings, bottlesTimes: ['9:00 PM'], taxItems: ['Bottles'], serviceChargeItems: ['Bottles'], bottlesMinimum: 15000, bookingDepositAmount: 25000 },
        });
      }));

  it('GET api/venue-website-settings/{id} answers the header, menus and SEO of the venue', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the website settings of the demo venue')
      .withRequest('GET', '/api/venue-website-settings/velvet-room', (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          data: like({
            ...websiteSettings,
            header: { ...websiteSettings.header, image: mediaPath(websiteSettings.header.image), colors: { background: colour('#1a1226'), text: colour('#f6ecff') } },
            menus: eachLike(websiteSettings.menus[0]),
          }),
        }),
      )
      .executeTest(async (server) => {
        expect(await createContentHttp(clientFor(server.url), demoExponent).websiteSettings('velvet-room')).toEqual({ ok: true, value: websiteSettings });
      }));

  it('GET api/venue-website-settings/{id} answers 404 for another venue', () =>
    pact
      .addInteraction()
      .given('the demo venue')
      .uponReceiving('a request for the website settings of an unknown venue')
      .withRequest('GET', '/api/venue-website-settings/no-such-venue', (b) => b.headers(bearer))
      .willRespondWith(404, (b) => b.jsonBody({ error: { code: 'not_found', message: MatchersV3.string('A venue with this id was not found.') } }))
      .executeTest(async (server) => {
        expect(await createContentHttp(clientFor(server.url), demoExponent).websiteSettings('no-such-venue')).toMatchObject({ ok: false, error: { _tag: 'HttpError', status: 404 } });
      }));
});
