// Gallery of the demo venue: venue photos and videos, social photos and three event albums.
import type { VenueSeedInput } from '../venue-seed.schema';
import type { MediaCollector } from './media-collector';

type Gallery = VenueSeedInput['gallery'];
type SeedEvent = VenueSeedInput['events'][number];

const rooms = ['Main Room', 'Lounge', 'Rooftop', 'Basement', 'Bar', 'Entrance', 'VIP Mezzanine', 'DJ Booth'];

export function demoGallery(media: MediaCollector, albumEvents: readonly SeedEvent[]): Gallery {
  const photo = (id: string, title: string, caption: string | null, link: string | null = null) => {
    const url = media.art('photo', id, title, caption ?? '');
    return { _id: id, url, thumbnail: url, caption, link };
  };
  return {
    venuePhotos: rooms.map((room, i) => photo(`venue-photo-${i + 1}`, room, `The ${room} at Velvet Room`)),
    venueVideos: [
      // Made-up YouTube ids: the shape is right, the videos do not exist.
      {
        _id: 'venue-video-1',
        title: 'A Saturday night at Velvet Room',
        youtubeLink: 'https://www.youtube.com/watch?v=vRm4Demo0V1',
        thumbnail: media.art('photo', 'venue-video-1', 'Saturday Night', 'Video'),
      },
      {
        _id: 'venue-video-2',
        title: 'Rooftop season recap',
        youtubeLink: 'https://www.youtube.com/watch?v=vRm4Demo0V2',
        thumbnail: media.art('photo', 'venue-video-2', 'Rooftop Recap', 'Video'),
      },
      {
        _id: 'venue-video-3',
        title: 'Behind the bar: the Velvet Negroni',
        youtubeLink: 'https://www.youtube.com/watch?v=vRm4Demo0V3',
        thumbnail: media.art('photo', 'venue-video-3', 'Behind the Bar', 'Video'),
      },
    ],
    fbPhotos: [1, 2, 3, 4, 5, 6].map((n) =>
      photo(`fb-photo-${n}`, 'Velvet Room', `From our Facebook page #${n}`, `https://www.facebook.com/velvetroom.demo/photos/${1000 + n}`),
    ),
    albums: albumEvents.map((event) => {
      const photos = [1, 2, 3, 4, 5, 6].map((n) => photo(`${event._id}-photo-${n}`, event.name, `Photo ${n} of ${event.name}`));
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
