// Six talents of the demo venue: DJs, singers, a band, an MC and a saxophonist.
import type { VenueSeedInput } from '../venue-seed.schema';
import type { MediaCollector } from './media-collector';

type Talent = VenueSeedInput['talents'][number];

export interface TalentSketch {
  readonly _id: string;
  readonly talentName: string;
  readonly talentType: string;
  readonly musicStyle: string;
  readonly bio: string;
  /** Made-up 11-character YouTube ids: the links have the right shape, the videos do not exist. */
  readonly youtube: readonly string[];
  readonly soundcloud: readonly string[];
  readonly mixcloud: readonly string[];
}

const englishSketches: readonly TalentSketch[] = [
  {
    _id: 'talent-dj-nova',
    talentName: 'DJ Nova',
    talentType: 'DJ',
    musicStyle: 'Deep house, melodic techno',
    bio: 'Resident DJ since the doors opened, Nova builds long, hypnotic sets that start deep and end at sunrise. She has played Brooklyn warehouses, Tulum beach parties and Berlin basements.',
    youtube: ['vRm4Demo0A1'],
    soundcloud: ['https://soundcloud.com/velvetroom-demo/nova-sunrise-set'],
    mixcloud: ['https://www.mixcloud.com/velvetroom-demo/nova-deep-sessions-12/'],
  },
  {
    _id: 'talent-kairo',
    talentName: 'DJ Kairo',
    talentType: 'DJ',
    musicStyle: 'Afrobeats, amapiano, dancehall',
    bio: 'Kairo brings Lagos and Johannesburg to Brooklyn: log drums, big vocals and a dance floor that never sits down. He hosts our Afro Nights.',
    youtube: ['vRm4Demo0B2', 'vRm4Demo0B3'],
    soundcloud: ['https://soundcloud.com/velvetroom-demo/kairo-afro-nights'],
    mixcloud: [],
  },
  {
    _id: 'talent-midnight-echoes',
    talentName: 'The Midnight Echoes',
    talentType: 'Live band',
    musicStyle: 'Soul, funk, Motown covers',
    bio: 'A seven-piece band with a horn section, the Echoes play the soul and funk classics everyone knows, plus a few originals. Expect a packed floor by the second song.',
    youtube: ['vRm4Demo0C4'],
    soundcloud: [],
    mixcloud: [],
  },
  {
    _id: 'talent-lila-moreno',
    talentName: 'Lila Moreno',
    talentType: 'Singer',
    musicStyle: 'Jazz, bossa nova, neo-soul',
    bio: 'Lila sings jazz standards and bossa nova in English, Spanish and Portuguese. Her Sunday sessions are the calmest, most elegant nights of our week.',
    youtube: ['vRm4Demo0D5'],
    soundcloud: ['https://soundcloud.com/velvetroom-demo/lila-moreno-live'],
    mixcloud: [],
  },
  {
    _id: 'talent-rhyme-theory',
    talentName: 'MC Rhyme Theory',
    talentType: 'MC',
    musicStyle: 'Hip-hop, R&B',
    bio: 'Host, hype man and freestyler, Rhyme Theory keeps the energy up on our hip-hop Fridays and runs our open-mic cypher on Tuesdays.',
    youtube: [],
    soundcloud: ['https://soundcloud.com/velvetroom-demo/rhyme-theory-cypher'],
    mixcloud: ['https://www.mixcloud.com/velvetroom-demo/rhyme-theory-friday-warmup/'],
  },
  {
    _id: 'talent-marcus-vale',
    talentName: 'Marcus Vale',
    talentType: 'Saxophonist',
    musicStyle: 'Live sax over house',
    bio: 'Marcus plays live saxophone over the DJ, a Velvet Room favourite on Saturday nights. He also leads a jazz trio for private events.',
    youtube: ['vRm4Demo0E6'],
    soundcloud: [],
    mixcloud: [],
  },
];

export const demoTalentIds = englishSketches.map((s) => s._id);

/** A variant's talents (demo-variant.ts): the same ids, links and pictures, bios in its language. */
export interface TalentContent {
  readonly sketches: readonly TalentSketch[];
  /** The caption of the n-th live photo. */
  liveCaption(n: number): string;
  /** The biography's closing line, "<strong>Style:</strong> …". */
  styleLine(style: string): string;
}

export const englishTalents: TalentContent = {
  sketches: englishSketches,
  liveCaption: (n) => `Live at Velvet Room #${n}`,
  styleLine: (style) => `<strong>Style:</strong> ${style}.`,
};

export function demoTalents(media: MediaCollector, content: TalentContent = englishTalents): Talent[] {
  return content.sketches.map((s) => ({
    _id: s._id,
    talentName: s.talentName,
    talentType: s.talentType,
    mainPhoto: media.art('portrait', `${s._id}-main`, s.talentName, s.talentType),
    photos: [1, 2, 3].map((n) => media.art('photo', `${s._id}-${n}`, s.talentName, content.liveCaption(n))),
    youtubeLink: s.youtube.map((id) => `https://www.youtube.com/watch?v=${id}`),
    soundcloudLink: [...s.soundcloud],
    mixcloudLink: [...s.mixcloud],
    biography: `<p>${s.bio}</p><p>${content.styleLine(s.musicStyle)}</p>`,
    musicStyle: s.musicStyle,
  }));
}

/** What a variant says of a talent; the links and pictures stay the default demo's. */
export type TalentWords = Pick<TalentSketch, 'talentType' | 'musicStyle' | 'bio'>;

/** The demo's talents with each one's words in a variant's language, keyed by talent id. */
export const talentsSaying = (words: Readonly<Record<string, TalentWords>>): readonly TalentSketch[] =>
  englishSketches.map((sketch) => {
    const said = words[sketch._id];
    if (!said) throw new Error(`No words for ${sketch._id}.`);
    return { ...sketch, ...said };
  });
