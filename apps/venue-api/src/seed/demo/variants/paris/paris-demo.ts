// The Paris variant of the demo venue (VENUE_DEMO=paris): Velvet Room on rue Oberkampf, in French and
// euros, on Paris time (docs/seed-format.md#local-variants-of-the-demo).
import type { VenueSeedInput } from '../../../venue-seed.schema';
import type { DemoVariant } from '../../demo-variant';
import { DEMO_VENUE_ID, onLocation, type SiteWords } from '../../demo-venue-info';
import { frenchClock } from '../local-words';
import { parisEvents } from './paris-events';
import { parisFaq } from './paris-faq';
import { parisMenus } from './paris-menus';
import { parisGallery, parisHome, parisJobPositions, parisTalents } from './paris-words';

/** Closed on Mondays; late on Friday and Saturday nights, the Salon and the roof from the afternoon on Sundays. */
const parisHours = {
  Monday: { DayOff: true, timeFromMonday: null, timeToMonday: null },
  Tuesday: { DayOff: false, timeFromTuesday: '7:00 PM', timeToTuesday: '2:00 AM' },
  Wednesday: { DayOff: false, timeFromWednesday: '7:00 PM', timeToWednesday: '2:00 AM' },
  Thursday: { DayOff: false, timeFromThursday: '7:00 PM', timeToThursday: '3:00 AM' },
  Friday: { DayOff: false, timeFromFriday: '7:00 PM', timeToFriday: '5:00 AM' },
  Saturday: { DayOff: false, timeFromSaturday: '6:00 PM', timeToSaturday: '5:00 AM' },
  Sunday: { DayOff: false, timeFromSunday: '4:00 PM', timeToSunday: '2:00 AM' },
} satisfies NonNullable<VenueSeedInput['generalInfo']['hours']>;

function parisGeneralInfo() {
  return {
    _id: DEMO_VENUE_ID,
    name: 'Velvet Room',
    general: {
      address: '27 rue Oberkampf, 75011 Paris',
      postalAddress: { streetAddress: '27 rue Oberkampf', addressLocality: 'Paris', postalCode: '75011', addressCountry: 'FR' },
      // 01 99 00 xx xx: a range the French regulator keeps for fiction.
      phone: '+33 1 99 00 42 42',
      timeZone: 'Europe/Paris',
      mapLink: 'https://www.google.com/maps/search/?api=1&query=48.8649,2.3721',
      social: {
        facebook: 'https://www.facebook.com/velvetroom.paris.demo',
        twitter: 'https://twitter.com/velvetroom_paris_demo',
        instagram: 'https://www.instagram.com/velvetroom.paris.demo',
      },
      currency: '€',
      currencyCode: 'EUR',
      languages: ['fr', 'en'],
    },
    hours: parisHours,
    intro: {
      bottles:
        '<p>Faites de votre soirée un souvenir avec le <strong>service bouteille</strong> du Velvet Room.</p>' +
        '<p>Choisissez le nombre de personnes, la date et l’heure d’arrivée, puis vos bouteilles. Chaque table a un ' +
        '<em>minimum de table par personne</em>\u00a0; softs, glaçons et un hôte dédié sont compris.</p>',
      talent_submission:
        '<p>DJ, chanteuse, groupe ou performeur\u00a0? Nous programmons de <strong>nouveaux artistes chaque mois</strong>.</p>' +
        '<p>Présentez-vous, partagez vos meilleurs mix ou vidéos live et envoyez cinq photos presse. ' +
        'Notre équipe musique répond à chaque candidature sous deux semaines.</p>',
    },
  };
}

/** Prices are all taxes and service included, as in every French bar: nothing is added at checkout. */
function parisFinancialSettings(): VenueSeedInput['financialSettings'] {
  return {
    bottlesTimes: ['9:00 PM', '9:30 PM', '10:00 PM', '10:30 PM', '11:00 PM', '11:30 PM', '12:00 AM', '12:30 AM', '1:00 AM'],
    bottlesMinimum: 120,
    minGuestCount: 2,
    tax: 0,
    taxItems: [],
    serviceCharge: 0,
    serviceChargeItems: [],
    bottlesDiscount: 10,
    bottlesDepositAmount: null,
    bookingDepositAmount: 500,
    stripeKey: null,
    // What a Paris cloakroom asks.
    coatCheckFees: { Coat: 3, Bag: 3, Umbrella: 2, Other: 5 },
  };
}

const parisSite: SiteWords = {
  title: 'Cocktails, DJ et service bouteille à Oberkampf',
  menus: [
    { value: '/', title: 'Accueil' },
    { value: '/events', title: 'Programmation' },
    { value: '/menus', title: 'La carte' },
    { value: '/foodDelivery', title: 'Livraison' },
    { value: '/gallery', title: 'Galerie' },
    { value: '/reservation', title: 'Réservations' },
    { value: '/booking', title: 'Privatiser le lieu' },
    { value: '/bottles', title: 'Service bouteille' },
    { value: '/talents', title: 'Artistes' },
    { value: '/faq', title: 'Questions fréquentes' },
    { value: '/contact', title: 'Contact' },
    { value: '/careers', title: 'Recrutement' },
    { value: '/gift-cards', title: 'Cartes cadeaux' },
    { value: '/talent-submissions', title: 'Proposer son projet' },
  ],
  seo: {
    title: 'Velvet Room | Cocktails, DJ et service bouteille à Paris',
    description:
      'Le Velvet Room est un bar à cocktails et club d’Oberkampf, Paris 11e\u00a0: DJ résidents, concerts, service bouteille, réservation de tables et privatisations.',
    keywords: 'club, bar à cocktails, service bouteille, Paris, Oberkampf, DJ, concerts, réservation de table, privatisation',
  },
};

export const parisDemo: DemoVariant = {
  generalInfo: parisGeneralInfo,
  financialSettings: parisFinancialSettings,
  financialSettingsOnLocation: () => onLocation(parisFinancialSettings(), 80),
  site: parisSite,
  faq: parisFaq,
  events: parisEvents,
  home: parisHome,
  clock: frenchClock,
  menus: parisMenus,
  talents: parisTalents,
  gallery: parisGallery,
  jobPositions: parisJobPositions,
  promoters: { localPromoter: 'paris.by.night', bottleAmountOff: 20, ticketAmountOff: 5 },
};
