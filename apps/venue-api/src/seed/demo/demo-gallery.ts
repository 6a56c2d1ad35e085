// Gallery of the demo venue: venue photos and videos, social photos and three event albums, captioned in
// the variant's words (GalleryWords); ids, links and pictures are the same for all.
import type { VenueSeedInput } from '../venue-seed.schema';
import type { MediaCollector } from './media-collector';

type Gallery = VenueSeedInput['gallery'];
type SeedEvent = VenueSeedInput['events'][number];

export interface GalleryWords {
  /** The rooms the venue photos show, eight of them. */
  readonly rooms: readonly string[];
  roomCaption(room: string): string;
  /** Three videos: [title, the picture's title]. */
  readonly videos: readonly (readonly [string, string])[];
  readonly videoArt: string;
  socialCaption(n: number): string;
  albumCaption(n: number, eventName: string): string;
}

export const englishGallery: GalleryWords = {
  rooms: ['Main Room', 'Lounge', 'Rooftop', 'Basement', 'Bar', 'Entrance', 'VIP Mezzanine', 'DJ Booth'],
  roomCaption: (room) => `The ${room} at Velvet Room`,
  videos: [
    ['A Saturday night at Velvet Room', 'Saturday Night'],
    ['Rooftop season recap', 'Rooftop Recap'],
    ['Behind the bar: the Velvet Negroni', 'Behind the Bar'],
  ],
  videoArt: 'Video',
  socialCaption: (n) => `From our Facebook page #${n}`,
  albumCaption: (n, name) => `Photo ${n} of ${name}`,
};

export function demoGallery(media: MediaCollector, albumEvents: readonly SeedEvent[], words: GalleryWords = englishGallery): Gallery {
  const photo = (id: string, title: string, caption: string | null, link: string | null = null) => {
    const url = media.art('photo', id, title, caption ?? '');
    return { _id: id, url, thumbnail: url, caption, link };
  };
  return {
    venuePhotos: words.rooms.map((room, i) => photo(`venue-photo-${i + 1}`, room, words.roomCaption(room))),
    // Made-up YouTube ids: the shape is right, the videos do not exist.
    venueVideos: words.videos.map(([title, art], i) => ({
      _id: `venue-video-${i + 1}`,
      title,
      youtubeLink: `https://www.youtube.com/watch?v=vRm4Demo0V${i + 1}`,
      thumbnail: media.art('photo', `venue-video-${i + 1}`, art, words.videoArt),
    })),
    fbPhotos: [1, 2, 3, 4, 5, 6].map((n) =>
      photo(`fb-photo-${n}`, 'Velvet Room', words.socialCaption(n), `https://www.facebook.com/velvetroom.demo/photos/${1000 + n}`),
    ),
    albums: albumEvents.map((event) => {
      const photos = [1, 2, 3, 4, 5, 6].map((n) => photo(`${event._id}-photo-${n}`, event.name, words.albumCaption(n, event.name)));
      return {
        _id: `album-${event._id}`,
        eventId: event._id,
        name: event.name,
        date: event.date,
        cover: photos[0]?.url ?? event.image,
        photos,
      };
    }),
  };
}
