// The rest of the Tel Aviv variant's words in English (docs/seed-format.md#texts-in-several-languages): its home page,
// gallery, talents, open positions and intros, sentence for sentence the Hebrew ones (tel-aviv-words.ts), so every
// text of the venue reads in English on its English pages. The guests' reviews stay as they were written.
import type { VenueSeedInput } from '../../../venue-seed.schema';
import type { GalleryWords } from '../../demo-gallery';
import type { HomeContent } from '../../demo-home';
import { talentsSaying, type TalentContent } from '../../demo-talents';
import { moneyIn } from '../local-words';
import { telAvivHome } from './tel-aviv-words';

/** Shekels as an English sentence writes them ("₪80"). */
export const shekelsInEnglish = moneyIn('en-IL', 'ILS');

export const telAvivHomeInEnglish: HomeContent = {
  ...telAvivHome,
  language: 'en-IL',
  sliders: [
    {
      title: 'Welcome to Velvet Room',
      subtitle: 'Cocktails, DJs and live music in Florentin',
      art: ['Velvet Room', 'Tel Aviv'],
      buttonLabel: 'See all events',
      link: '/events',
    },
    {
      title: 'Bottle Service',
      subtitle: 'Your table, your bottles, your night',
      art: ['Bottle Service', 'We keep a table for you'],
      buttonLabel: 'Order bottles',
      link: '/bottles',
    },
    {
      title: 'Private events',
      subtitle: 'Birthdays, launches and weddings: the whole club, any night of the week',
      art: ['Private Events', 'Book the venue'],
      buttonLabel: 'Book the venue',
      link: '/booking',
    },
  ],
  popup: {
    content: (night, doors, tickets) => `<p>The big night of the season: <strong>${night}</strong>, doors open at ${doors}. ${tickets}</p>`,
    free: 'Free entry.',
    soldOut: 'Sold out.',
    ticketsFrom: (price) => `Tickets from ${shekelsInEnglish(price)}.`,
    art: ['Masquerade Ball', 'Tickets on sale'],
    buttonLabel: 'Get tickets',
  },
  promotions: [
    {
      id: 'promo-happy-hour',
      title: 'Happy Hour: 1+1 on cocktails',
      summary: 'Tuesdays and Wednesdays, 21:00–22:30, house cocktails are 1+1.',
      art: ['Happy Hour', '1+1 on cocktails'],
      days: [-10, 50],
      campaign: {
        title: 'Happy Hour',
        body: '<p>Two house cocktails for the price of one, Tuesdays and Wednesdays, 21:00–22:30.</p><p>Show this page at the bar.</p>',
      },
    },
    {
      id: 'promo-birthday',
      title: 'Birthday? The bottle is on us',
      summary: 'Celebrating your birthday with bottle service for six or more? A bottle of prosecco is on us.',
      art: ['Birthday', 'The bottle is on us'],
      days: [-30, 90],
      campaign: {
        title: 'Your birthday bottle is on us',
        body: '<p>Book bottle service for six guests or more in your birthday week, and the prosecco is on us.</p><p><a href="/bottles" target="_top">Book a table</a></p>',
      },
    },
  ],
  blockNotes: {
    party: '<p>Private party from 22:00 to 02:00: no bookings during those hours.</p>',
    wedding: '<p>Closed for a wedding. We would love to see you the night after.</p>',
    corporate: '<p>The start of the evening is kept for a company event; tables are free after it.</p>',
    maintenance: '<p>Closed for maintenance work.</p>',
  },
};

export const telAvivGalleryInEnglish: GalleryWords = {
  rooms: ['Main Room', 'Lounge', 'Rooftop', 'Basement', 'Bar', 'Entrance', 'VIP gallery', 'DJ booth'],
  roomCaption: (room) => `The ${room} at Velvet Room`,
  videos: [
    ['Thursday night at Velvet Room', 'Thursday night'],
    ['Rooftop season recap', 'Rooftop season'],
    ['Behind the bar: the house Negroni', 'Behind the bar'],
  ],
  videoArt: 'Video',
  socialCaption: (n) => `From our Facebook page, no. ${n}`,
  albumCaption: (n, name) => `${name}, photo ${n}`,
};

export const telAvivTalentsInEnglish: TalentContent = {
  sketches: talentsSaying({
    'talent-dj-nova': {
      talentType: 'DJ',
      musicStyle: 'Deep house, melodic techno',
      bio: 'Our resident DJ since day one. Nova builds long, hypnotic sets that start deep and end at sunrise. She has played warehouses in Brooklyn, beach parties in Tulum and basements in Berlin.',
    },
    'talent-kairo': {
      talentType: 'DJ',
      musicStyle: 'Afrobeats, amapiano, dancehall',
      bio: 'Kairo brings Lagos and Johannesburg to Florentin: drums, big vocals and a dance floor that never stops moving. He hosts our Afro nights.',
    },
    'talent-midnight-echoes': {
      talentType: 'Live band',
      musicStyle: 'Soul, funk, Motown covers',
      bio: 'Seven musicians with a horn section: they play the soul and funk classics everyone knows, and a few songs of their own. The dance floor fills by the second song.',
    },
    'talent-lila-moreno': {
      talentType: 'Singer',
      musicStyle: 'Jazz, bossa nova, neo-soul',
      bio: 'Lila sings jazz standards and bossa nova in English, Spanish and Portuguese. Her Tuesday evenings are the calmest, most elegant of the week.',
    },
    'talent-rhyme-theory': {
      talentType: 'MC',
      musicStyle: 'Hip-hop, R&B',
      bio: 'Host, hype man and freestyler: Rhyme Theory keeps the energy up at Hip-Hop Thursdays and runs the rap open mic on Wednesdays.',
    },
    'talent-marcus-vale': {
      talentType: 'Saxophonist',
      musicStyle: 'Live sax over house',
      bio: 'Marcus plays live saxophone over the DJ’s set, a crowd favourite once Shabbat is out. He also leads a jazz trio for private events.',
    },
  }),
  liveCaption: (n) => `Live at Velvet Room, no. ${n}`,
  styleLine: (style) => `<strong>Style:</strong> ${style}.`,
};

export const telAvivJobPositionsInEnglish: NonNullable<VenueSeedInput['jobPositions']> = [
  {
    _id: 'job-bartender',
    title: 'Bartender',
    description: 'Evening shifts, Wednesday to Saturday. Cocktail experience and a calm head at the busiest hours.',
  },
  {
    _id: 'job-floor-host',
    title: 'Host',
    description: 'Welcoming guests, running the table list and keeping the floor flowing. Weekends.',
  },
  {
    _id: 'job-sound-tech',
    title: 'Sound technician',
    description: 'Setting up and running the sound for live acts and DJs. Sometimes afternoon sound checks too.',
  },
];

/** The venue's one-line address and its intros, in English. */
export const telAvivInfoInEnglish = {
  address: '120 Herzl St, Tel Aviv-Yafo',
  intro: {
    bottles:
      '<p>Make the night one to remember with <strong>bottle service</strong> at Velvet Room.</p>' +
      '<p>Choose your number of guests, date and arrival time, then your bottles. Every table has a ' +
      '<em>table minimum per guest</em>; mixers, ice and a dedicated host are included.</p>',
    talent_submission:
      '<p>DJs, singers, bands and stage artists? We bring in <strong>new talent every month</strong>.</p>' +
      '<p>Tell us about yourself, share your best mixes or live videos and upload five press photos. ' +
      'Our music team answers every submission within two weeks.</p>',
  },
} as const;
