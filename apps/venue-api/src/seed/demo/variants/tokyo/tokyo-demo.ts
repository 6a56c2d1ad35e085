// The Tokyo variant of the demo venue (VENUE_DEMO=tokyo): Velvet Room in Shibuya, in English, priced in
// whole yen, on Tokyo time (docs/seed-format.md#local-variants-of-the-demo). The default demo's words, with
// the place and the money changed: it shows pricing, payment and invoices in a currency without decimals.
import type { VenueSeedInput } from '../../../venue-seed.schema';
import { brooklyn, demoFaq, type EnglishPlace } from '../../demo-faq';
import { describeInEnglish, englishEvents, type EventContent } from '../../demo-events';
import { englishGallery } from '../../demo-gallery';
import { englishHome, type HomeContent } from '../../demo-home';
import { englishJobPositions } from '../../demo-job-positions';
import { englishMenus, type MenuContent } from '../../demo-menus';
import { englishTalents } from '../../demo-talents';
import type { DemoVariant } from '../../demo-variant';
import { DEMO_VENUE_ID, demoFinancialSettings, englishSite, onLocation, type SiteWords } from '../../demo-venue-info';
import { demoHours } from '../../demo-hours';
import type { Sketch } from '../../event-sketch';
import { moneyIn } from '../local-words';

const yen = moneyIn('en-US', 'JPY');

/** A dollar price of the default demo in whole yen, rounded to `step` as a Tokyo menu would be. */
const toYen = (dollars: number, step: number): number => Math.max(step, Math.round((dollars * 150) / step) * step);

const inShibuya = (text: string): string => text.replace(/Brooklyn/g, 'Shibuya');

const tokyoPlace: EnglishPlace = {
  ...brooklyn,
  money: yen,
  whereHtml:
    '<p>Velvet Room is at <strong>2-14-8 Dogenzaka, Shibuya-ku, Tokyo 150-0043</strong>, a five-minute walk from Shibuya Station (Hachiko exit). The last trains leave around midnight; taxis wait on Dogenzaka all night.</p>',
  minimumAge: 20,
  photoIds: 'passport, My Number card or Japanese driver licence',
  currencyCode: 'JPY',
  doorExtra: [500, 1000],
  deliveryRadius: '5 km',
};

function tokyoGeneralInfo() {
  return {
    _id: DEMO_VENUE_ID,
    name: 'Velvet Room',
    general: {
      address: '2-14-8 Dogenzaka, Shibuya-ku, Tokyo 150-0043',
      postalAddress: {
        streetAddress: '2-14-8 Dogenzaka',
        addressLocality: 'Shibuya-ku',
        addressRegion: 'Tokyo',
        postalCode: '150-0043',
        addressCountry: 'JP',
      },
      // A made-up number in Tokyo's area code.
      phone: '+81-3-5555-0142',
      timeZone: 'Asia/Tokyo',
      mapLink: 'https://www.google.com/maps/search/?api=1&query=35.6580,139.6975',
      social: {
        facebook: 'https://www.facebook.com/velvetroom.tokyo.demo',
        twitter: 'https://twitter.com/velvetroom_tokyo_demo',
        instagram: 'https://www.instagram.com/velvetroom.tokyo.demo',
      },
      currency: '¥',
      currencyCode: 'JPY',
      languages: ['en'],
    },
    hours: demoHours,
    intro: {
      bottles:
        '<p>Make it a night to remember with <strong>bottle service</strong> at Velvet Room Shibuya.</p>' +
        '<p>Choose your party size, date and arrival time, then pick your bottles. Every table carries a ' +
        '<em>minimum spend per guest</em>; mixers, ice and a dedicated host are included.</p>',
      talent_submission:
        '<p>Are you a DJ, singer, band or performer? We book <strong>new talent every month</strong>.</p>' +
        '<p>Tell us about yourself, share your best mixes or live videos and upload five press-kit photos. ' +
        'Our music team answers every submission within two weeks.</p>',
    },
  };
}

/**
 * Whole yen throughout; consumption tax and a table service charge are added to bottles at checkout. Gift cards
 * and the coat check in the amounts a Tokyo bar asks (ours, for a dollar-like unit, would be ¥10 to ¥1,000 cards).
 */
function tokyoFinancialSettings(): VenueSeedInput['financialSettings'] {
  return {
    ...demoFinancialSettings(),
    bottlesMinimum: 20000,
    tax: 10,
    taxItems: ['Bottles', 'Food', 'Tickets'],
    serviceCharge: 10,
    serviceChargeItems: ['Bottles'],
    bookingDepositAmount: 50000,
    giftCardAmounts: { min: 1000, max: 100_000, suggested: [3000, 5000, 10_000, 20_000] },
    coatCheckFees: { Coat: 500, Bag: 500, Umbrella: 300, Other: 1000 },
  };
}

const priced = (sketch: Sketch): Sketch => ({
  ...sketch,
  pitch: inShibuya(sketch.pitch),
  price: sketch.price === null ? null : toYen(sketch.price, 500),
});
const inYen = (sketch: Sketch): Sketch =>
  ('otherwise' in sketch ? { ...priced(sketch), otherwise: priced(sketch.otherwise) } : priced(sketch)) as Sketch;

const tokyoEvents: EventContent = {
  ...englishEvents,
  upcoming: englishEvents.upcoming.map(inYen),
  past: englishEvents.past.map(inYen),
  pricing: { earlyOff: 1000, earlyMin: 1000, vipExtra: 500 },
  minimumAge: 20,
  describe: describeInEnglish(20),
};

const tokyoMenus: MenuContent = {
  foods: englishMenus.foods.map((food) => ({ ...food, price: toYen(food.price, 100) })),
  drinks: englishMenus.drinks.map((drink) => ({
    ...drink,
    name: inShibuya(drink.name),
    description: drink.id === 'brooklyn-lager' ? 'Local Tokyo craft lager.' : drink.description,
    price: toYen(drink.price, 100),
    serving: drink.serving === '16 oz' ? '500 ml' : drink.serving === '2 oz' ? '60 ml' : drink.serving,
  })),
  bottles: englishMenus.bottles.map((category) => ({
    ...category,
    products: category.products.map((bottle) => ({ ...bottle, price: bottle.price ? toYen(bottle.price, 1000) : bottle.price })),
  })),
};

const tokyoHome: HomeContent = {
  ...englishHome,
  sliders: englishHome.sliders.map((slider) => ({
    ...slider,
    subtitle: inShibuya(slider.subtitle),
    art: [slider.art[0], inShibuya(slider.art[1])],
  })),
  popup: { ...englishHome.popup, ticketsFrom: (price) => `Tickets from ${yen(price)}.` },
  venueReviews: englishHome.venueReviews.map(([name, rating, comment]) => [name, rating, comment.replace('in Brooklyn', 'in Tokyo')]),
};

const tokyoSite: SiteWords = {
  ...englishSite,
  title: inShibuya(englishSite.title),
  seo: {
    title: 'Velvet Room | Cocktails, DJs and Bottle Service in Shibuya, Tokyo',
    description:
      'Velvet Room is a Shibuya cocktail bar and nightclub: resident DJs, live music, bottle service, table reservations and private events.',
    keywords: 'nightclub, cocktail bar, bottle service, Tokyo, Shibuya, DJ, live music, table reservations, private events',
  },
};

export const tokyoDemo: DemoVariant = {
  generalInfo: tokyoGeneralInfo,
  financialSettings: tokyoFinancialSettings,
  financialSettingsOnLocation: () => onLocation(tokyoFinancialSettings(), 15000),
  site: tokyoSite,
  faq: (hours, settings) => demoFaq(hours, settings, tokyoPlace),
  events: tokyoEvents,
  home: tokyoHome,
  clock: (label) => label,
  menus: tokyoMenus,
  talents: { ...englishTalents, sketches: englishTalents.sketches.map((s) => ({ ...s, bio: s.bio.replace('to Brooklyn', 'to Shibuya') })) },
  gallery: englishGallery,
  jobPositions: englishJobPositions,
  promoters: { localPromoter: 'shibuya.after.dark', bottleAmountOff: 3000, ticketAmountOff: 500 },
};
