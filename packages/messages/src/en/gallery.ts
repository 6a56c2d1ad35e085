// The gallery and an event's album (apps/web/src/pages/gallery).
import { plural } from '../plural-rules';

export const galleryTitle = 'Gallery';
export const galleryIntro = 'Inside the venue, our videos and the photos from our nights.';
export const gallerySections = 'Gallery sections';
export const venuePhotos = 'Venue photos';
export const videos = 'Videos';
export const eventPhotos = 'Event photos';
export const socialPhotos = 'Social photos';
export const noVenuePhotos = 'No venue photos yet.';
export const noVideos = 'No videos yet.';
export const noEventAlbums = 'No event albums yet.';
export const noSocialPhotos = 'No social photos yet.';
export const photoCount = (count: number): string => plural('en', count, { one: `${count} photo`, other: `${count} photos` });
export const galleryBack = '← Gallery';
export const aboutThisEvent = 'About this event';
export const photosOf = (album: string): string => `Photos of ${album}`;
export const albumEmpty = 'This album has no photos yet.';
export const photoNumber = (grid: string, position: number): string => `${grid}, photo ${position}`;
export const openPhoto = (caption: string): string => `Open ${caption}`;
export const openPhotoNumber = (position: number): string => `Open photo ${position}`;
export const playVideo = (title: string): string => `Play ${title}`;
export const videoUnavailable = (title: string): string => `${title} (video not available)`;
