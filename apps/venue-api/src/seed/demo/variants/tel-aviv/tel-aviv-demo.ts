// The Tel Aviv variant of the demo venue (VENUE_DEMO=tel-aviv): Velvet Room in Florentin, in Hebrew and
// shekels, on Israel's time and week (docs/seed-format.md#local-variants-of-the-demo); every text of its own in English too.
import type { VenueSeedInput } from '../../../venue-seed.schema';
import type { DemoVariant } from '../../demo-variant';
import { DEMO_VENUE_ID, onLocation, type SiteWords } from '../../demo-venue-info';
import { clock24 } from '../local-words';
import { telAvivEvents } from './tel-aviv-events';
import { telAvivFaq } from './tel-aviv-faq';
import { telAvivFaqInEnglish } from './tel-aviv-faq-in-english';
import { telAvivEventsInEnglish, telAvivMenusInEnglish, telAvivSiteInEnglish } from './tel-aviv-in-english';
import {
  telAvivGalleryInEnglish,
  telAvivHomeInEnglish,
  telAvivInfoInEnglish,
  telAvivJobPositionsInEnglish,
  telAvivTalentsInEnglish,
} from './tel-aviv-words-in-english';
import { telAvivMenus } from './tel-aviv-menus';
import { telAvivGallery, telAvivHome, telAvivJobPositions, telAvivTalents } from './tel-aviv-words';

/**
 * Israel's weekend: Thursday and Friday are the big nights (Friday after the Shabbat dinner), Saturday opens
 * after Shabbat, and the week starts on Sunday, when the club is closed, as on Monday.
 */
const telAvivHours = {
  Monday: { DayOff: true, timeFromMonday: null, timeToMonday: null },
  Tuesday: { DayOff: false, timeFromTuesday: '9:00 PM', timeToTuesday: '3:00 AM' },
  Wednesday: { DayOff: false, timeFromWednesday: '9:00 PM', timeToWednesday: '3:00 AM' },
  Thursday: { DayOff: false, timeFromThursday: '10:00 PM', timeToThursday: '5:00 AM' },
  Friday: { DayOff: false, timeFromFriday: '10:00 PM', timeToFriday: '5:00 AM' },
  Saturday: { DayOff: false, timeFromSaturday: '9:00 PM', timeToSaturday: '3:00 AM' },
  Sunday: { DayOff: true, timeFromSunday: null, timeToSunday: null },
} satisfies NonNullable<VenueSeedInput['generalInfo']['hours']>;

function telAvivGeneralInfo() {
  return {
    _id: DEMO_VENUE_ID,
    name: 'Velvet Room',
    general: {
      address: 'הרצל 120, תל אביב-יפו',
      postalAddress: { streetAddress: 'הרצל 120', addressLocality: 'תל אביב-יפו', postalCode: '6655513', addressCountry: 'IL' },
      // A made-up number in Tel Aviv's area code.
      phone: '+972-3-555-0142',
      timeZone: 'Asia/Jerusalem',
      mapLink: 'https://www.google.com/maps/search/?api=1&query=32.0556,34.7702',
      social: {
        facebook: 'https://www.facebook.com/velvetroom.tlv.demo',
        twitter: 'https://twitter.com/velvetroom_tlv_demo',
        instagram: 'https://www.instagram.com/velvetroom.tlv.demo',
      },
      currency: '₪',
      currencyCode: 'ILS',
      languages: ['he', 'en'],
    },
    hours: telAvivHours,
    intro: {
      bottles:
        '<p>עושים מהלילה משהו שזוכרים, עם <strong>שירות בקבוקים</strong> ב-Velvet Room.</p>' +
        '<p>בוחרים מספר אורחים, תאריך ושעת הגעה, ואז את הבקבוקים. לכל שולחן יש ' +
        '<em>מינימום הזמנה לשולחן לכל אורח</em>; מיקסרים, קרח ומארח צמוד כלולים.</p>',
      talent_submission:
        '<p>תקליטנים, זמרים, להקות ואמני במה? אנחנו מביאים <strong>כישרונות חדשים כל חודש</strong>.</p>' +
        '<p>ספרו לנו עליכם, שתפו את המיקסים או סרטוני ההופעה הכי טובים שלכם והעלו חמש תמונות יח״צ. ' +
        'צוות המוזיקה שלנו עונה לכל פנייה תוך שבועיים.</p>',
    },
  };
}

/** Israeli prices include VAT; service on bottles and food is added at checkout, as Tel Aviv's clubs do. */
function telAvivFinancialSettings(): VenueSeedInput['financialSettings'] {
  return {
    bottlesTimes: ['10:00 PM', '10:30 PM', '11:00 PM', '11:30 PM', '12:00 AM', '12:30 AM', '1:00 AM', '1:30 AM'],
    bottlesMinimum: 400,
    minGuestCount: 2,
    tax: 0,
    taxItems: [],
    serviceCharge: 12,
    serviceChargeItems: ['Bottles', 'Food'],
    bottlesDiscount: 10,
    bottlesDepositAmount: null,
    bookingDepositAmount: 1500,
    stripeKey: null,
    // In shekels, as a Tel Aviv club's cloakroom asks (ours, counted in agorot, would be ₪5).
    coatCheckFees: { Coat: 15, Bag: 15, Umbrella: 10, Other: 25 },
  };
}

const telAvivSite: SiteWords = {
  title: 'קוקטיילים, תקליטנים ושירות בקבוקים בפלורנטין',
  menus: [
    { value: '/', title: 'דף הבית' },
    { value: '/events', title: 'אירועים' },
    { value: '/menus', title: 'תפריט' },
    { value: '/foodDelivery', title: 'משלוחים' },
    { value: '/gallery', title: 'גלריה' },
    { value: '/reservation', title: 'הזמנת שולחן' },
    { value: '/booking', title: 'הזמנת המקום' },
    { value: '/bottles', title: 'שירות בקבוקים' },
    { value: '/talents', title: 'אמנים' },
    { value: '/faq', title: 'שאלות נפוצות' },
    { value: '/contact', title: 'צור קשר' },
    { value: '/careers', title: 'דרושים' },
    { value: '/gift-cards', title: 'כרטיסי מתנה' },
    { value: '/talent-submissions', title: 'הגשת מועמדות לאמנים' },
  ],
  seo: {
    title: 'Velvet Room | קוקטיילים, תקליטנים ושירות בקבוקים בתל אביב',
    description:
      'Velvet Room הוא בר קוקטיילים ומועדון בפלורנטין, תל אביב: תקליטנים קבועים, הופעות חיות, שירות בקבוקים, הזמנת שולחנות ואירועים פרטיים.',
    keywords: 'מועדון, בר קוקטיילים, שירות בקבוקים, תל אביב, פלורנטין, תקליטנים, הופעות חיות, הזמנת שולחן, אירועים פרטיים',
  },
};

const inHebrew: DemoVariant = {
  generalInfo: telAvivGeneralInfo,
  financialSettings: telAvivFinancialSettings,
  financialSettingsOnLocation: () => onLocation(telAvivFinancialSettings(), 300),
  site: telAvivSite,
  faq: telAvivFaq,
  events: telAvivEvents,
  home: telAvivHome,
  clock: clock24,
  menus: telAvivMenus,
  talents: telAvivTalents,
  gallery: telAvivGallery,
  jobPositions: telAvivJobPositions,
  promoters: { localPromoter: 'tlv.after.dark', bottleAmountOff: 100, ticketAmountOff: 20 },
};

/** The same venue with every text of its own in English (tel-aviv-in-english.ts and its neighbours). */
const inEnglish: DemoVariant = {
  ...inHebrew,
  generalInfo: () => {
    const info = telAvivGeneralInfo();
    return { ...info, general: { ...info.general, address: telAvivInfoInEnglish.address }, intro: telAvivInfoInEnglish.intro };
  },
  site: telAvivSiteInEnglish,
  faq: telAvivFaqInEnglish,
  events: telAvivEventsInEnglish,
  home: telAvivHomeInEnglish,
  menus: telAvivMenusInEnglish,
  talents: telAvivTalentsInEnglish,
  gallery: telAvivGalleryInEnglish,
  jobPositions: telAvivJobPositionsInEnglish,
};

export const telAvivDemo: DemoVariant = { ...inHebrew, alsoIn: { language: 'en', variant: inEnglish } };
