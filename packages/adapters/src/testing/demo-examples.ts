// Example bodies of the contract tests, copied from what the embedded backend answers for the
// seeded demo venue (apps/venue-api/src/seed/demo) at the test clock, 2030-06-15. Matchers keep
// the provider free on values it generates (ids, dates) and on list lengths.
import { MatchersV3 } from '@pact-foundation/pact';

const { like, eachLike, regex } = MatchersV3;

export const isoDate = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example);
export const timeLabel = (example: string) => regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, example);
export const mediaPath = (example: string) => regex(/^\/venue-api\/media\/\S+$/, example);
/** The error body of docs/api-conventions.md for an id the venue does not know. */
export const notFoundBody = { error: { code: 'not_found', message: MatchersV3.string('An event with this id was not found.') } };

export const event = {
  _id: 'event-up-1',
  name: 'Deep Nights with DJ Nova',
  date: '2030-06-15',
  startTime: '10:00 PM',
  endTime: '4:00 AM',
  description: '<p>Six hours of deep and melodic house from our resident.</p>',
  image: '/venue-api/media/event-up-1.svg',
  location: 'Main Room',
  category: 'House',
  minimumAge: 21,
  talentIds: ['talent-dj-nova'],
  ticketsFrom: 25,
  soldOut: false,
  hasAlbum: false,
};

/** An event of the Lounge: no age limit and no tickets sold online (event-up-3 of the demo). */
export const loungeEvent = {
  ...event,
  _id: 'event-up-3',
  name: 'Jazz in the Lounge',
  location: 'Lounge',
  category: 'Live jazz',
  minimumAge: null,
  talentIds: [],
  ticketsFrom: null,
};

/** An event matched on types only, with its dates and times as patterns. */
export const eventLike = (e: typeof event | typeof loungeEvent) =>
  like({
    ...e,
    date: isoDate(e.date),
    startTime: timeLabel(e.startTime),
    endTime: timeLabel(e.endTime),
    image: mediaPath(e.image),
    talentIds: e.talentIds.length ? eachLike(e.talentIds[0]) : [],
  });

export const ticketType = {
  _id: 'event-up-1-ga',
  eventId: 'event-up-1',
  name: 'General Admission',
  description: 'Entry all night.',
  group: 'General admission',
  price: 25,
  guestsPerTicket: 1,
  maxPerOrder: 10,
  remaining: 130,
  soldOut: false,
};

export const talent = {
  _id: 'talent-dj-nova',
  talentName: 'DJ Nova',
  talentType: 'DJ',
  mainPhoto: '/venue-api/media/talent-dj-nova-main.svg',
  photos: ['/venue-api/media/talent-dj-nova-1.svg'],
  youtubeLink: ['https://www.youtube.com/watch?v=vRm4Demo0A1'],
  soundcloudLink: ['https://soundcloud.com/velvetroom-demo/nova-sunrise-set'],
  mixcloudLink: ['https://www.mixcloud.com/velvetroom-demo/nova-deep-sessions-12/'],
  biography: '<p>Resident DJ since the doors opened.</p>',
  musicStyle: 'Deep house, melodic techno',
};

/** `minLinks` 0 for lists of talents: not every talent has a YouTube, SoundCloud or Mixcloud link. */
export const talentLike = (minLinks: 0 | 1) =>
  like({
    ...talent,
    mainPhoto: mediaPath(talent.mainPhoto),
    photos: eachLike(mediaPath(talent.photos[0] ?? '')),
    youtubeLink: eachLike(talent.youtubeLink[0], minLinks),
    soundcloudLink: eachLike(talent.soundcloudLink[0], minLinks),
    mixcloudLink: eachLike(talent.mixcloudLink[0], minLinks),
  });

export const review = {
  _id: 'review-talent-nova-1',
  type: 'talent',
  targetId: 'talent-dj-nova',
  name: 'Ivy P.',
  rating: 5,
  comment: 'Nova played the best set I have heard this year.',
  date: '2030-06-10',
  photo: null,
};
