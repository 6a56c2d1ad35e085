// The demo venue's general info, financial settings and website settings.
import type { VenueSeedInput } from '../venue-seed.schema';
import { demoHours } from './demo-hours';
import type { MediaCollector } from './media-collector';

export const DEMO_VENUE_ID = 'velvet-room';

export function demoGeneralInfo(): VenueSeedInput['generalInfo'] {
  return {
    _id: DEMO_VENUE_ID,
    name: 'Velvet Room',
    general: {
      address: '214 Mercer Lane, Brooklyn, NY 11211',
      postalAddress: {
        streetAddress: '214 Mercer Lane',
        addressLocality: 'Brooklyn',
        addressRegion: 'NY',
        postalCode: '11211',
        addressCountry: 'US',
      },
      // 555-01xx numbers are reserved for fiction.
      phone: '+1-718-555-0142',
      timeZone: 'America/New_York',
      // Coordinates in the link give the home page's NightClub data its geo (docs/product.md#home).
      mapLink: 'https://www.google.com/maps/search/?api=1&query=40.7146,-73.9617',
      social: {
        facebook: 'https://www.facebook.com/velvetroom.demo',
        twitter: 'https://twitter.com/velvetroom_demo',
        instagram: 'https://www.instagram.com/velvetroom.demo',
      },
      currency: '$',
      currencyCode: 'USD',
    },
    hours: demoHours,
    intro: {
      bottles:
        '<p>Make it a night to remember with <strong>bottle service</strong> at Velvet Room.</p>' +
        '<p>Choose your party size, date and arrival time, then pick your bottles. Every table carries a ' +
        '<em>minimum spend per guest</em>; mixers, ice and a dedicated host are included.</p>',
      talent_submission:
        '<p>Are you a DJ, singer, band or performer? We book <strong>new talent every month</strong>.</p>' +
        '<p>Tell us about yourself, share your best mixes or live videos and upload five press-kit photos. ' +
        'Our music team answers every submission within two weeks.</p>',
    },
  };
}

const arrivalTimes = ['9:00 PM', '9:30 PM', '10:00 PM', '10:30 PM', '11:00 PM', '11:30 PM', '12:00 AM', '12:30 AM', '1:00 AM'];

/** Taxed variant: tax and service are charged on bottles online. */
export function demoFinancialSettings(): VenueSeedInput['financialSettings'] {
  return {
    bottlesTimes: arrivalTimes,
    bottlesMinimum: 150,
    minGuestCount: 2,
    tax: 8.875,
    taxItems: ['Bottles', 'Food', 'Tickets'],
    serviceCharge: 20,
    serviceChargeItems: ['Bottles', 'Food'],
    bottlesDiscount: 10,
    bottlesDepositAmount: null,
    // A private event holds the whole venue: its deposit is paid online when the guest confirms.
    bookingDepositAmount: 250,
    stripeKey: null,
  };
}

/** Untaxed variant (VENUE_PRICING=on-location): tax and service on bottles are paid at the venue, `deposit` now. */
export function onLocation(settings: VenueSeedInput['financialSettings'], deposit: number): VenueSeedInput['financialSettings'] {
  type Items = VenueSeedInput['financialSettings']['taxItems'];
  const online = (items: Items): Items => items?.filter((item) => item !== 'Bottles');
  return {
    ...settings,
    taxItems: online(settings.taxItems),
    serviceChargeItems: online(settings.serviceChargeItems),
    bottlesDepositAmount: deposit,
  };
}

export const demoFinancialSettingsOnLocation = (): VenueSeedInput['financialSettings'] => onLocation(demoFinancialSettings(), 100);

type WebsiteSettings = VenueSeedInput['websiteSettings'];

/** A variant's words in the header, the menu and the search engines' title and description. */
export interface SiteWords {
  readonly title: string;
  readonly menus: WebsiteSettings['menus'];
  readonly seo: NonNullable<WebsiteSettings['seo']>;
}

export function demoWebsiteSettings(media: MediaCollector, words: SiteWords = englishSite): WebsiteSettings {
  return {
    header: {
      venueName: 'Velvet Room',
      title: words.title,
      image: media.art('logo', 'logo', 'VR'),
      faqTarget: 'faq',
      colors: { background: '#1a1226', text: '#f6ecff' },
    },
    menus: words.menus.map((menu) => ({ ...menu })),
    seo: { ...words.seo },
  };
}

export const englishSite: SiteWords = {
  title: 'Cocktails, DJs and bottle service in Brooklyn',
  menus: [
    { value: '/', title: 'Home' },
    { value: '/events', title: 'Events' },
    { value: '/menus', title: 'Menu' },
    { value: '/foodDelivery', title: 'Food Delivery' },
    { value: '/gallery', title: 'Gallery' },
    { value: '/reservation', title: 'Reservations' },
    { value: '/booking', title: 'Book the Venue' },
    { value: '/bottles', title: 'Bottle Service' },
    { value: '/talents', title: 'Talents' },
    { value: '/faq', title: 'FAQ' },
    { value: '/contact', title: 'Contact' },
    { value: '/careers', title: 'Careers' },
    { value: '/gift-cards', title: 'Gift Cards' },
    { value: '/talent-submissions', title: 'Talent Submission' },
  ],
  seo: {
    title: 'Velvet Room | Cocktails, DJs and Bottle Service in Brooklyn',
    description:
      'Velvet Room is a Brooklyn cocktail bar and nightclub: resident DJs, live music, bottle service, table reservations and private events.',
    keywords: 'nightclub, cocktail bar, bottle service, Brooklyn, DJ, live music, table reservations, private events',
  },
};
