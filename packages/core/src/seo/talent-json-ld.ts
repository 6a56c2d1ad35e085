// schema.org data for a talent's profile: a band or group as MusicGroup, anyone else as Person
// (https://schema.org/MusicGroup, https://schema.org/Person).
import type { Talent } from '../content/talent.schema';
import { htmlToText } from '../shared/html-text';

const groupTypes = /band|group|duo|trio|orchestra|ensemble|collective/i;

/** A talent as an event's performer: name, kind and profile address. */
export function performerJsonLd(name: string, talentType: string, url: string): Record<string, unknown> {
  return { '@type': groupTypes.test(talentType) ? 'MusicGroup' : 'Person', name, url };
}

export function talentJsonLd(talent: Talent, pageUrl: string, imageUrl: string): Record<string, unknown> {
  const group = groupTypes.test(talent.talentType);
  const links = [...talent.youtubeLink, ...talent.soundcloudLink, ...talent.mixcloudLink];
  return {
    '@context': 'https://schema.org',
    '@type': group ? 'MusicGroup' : 'Person',
    name: talent.talentName,
    url: pageUrl,
    image: imageUrl,
    description: htmlToText(talent.biography),
    ...(group ? { genre: talent.musicStyle } : { jobTitle: talent.talentType }),
    ...(links.length > 0 ? { sameAs: links } : {}),
  };
}
