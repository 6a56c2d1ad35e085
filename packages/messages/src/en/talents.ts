// The talents pages (apps/web/src/pages/talents): the list, a talent's page and the talent application form
// (docs/product.md#talents, docs/product.md#talent-submissions).
import { plural } from '../plural-rules';

// The list of talents.
export const talents = 'Talents';
export const talentsIntro = 'The DJs, singers and bands who make our nights.';
export const noTalents = 'No talents are listed yet.';
export const talentPages = 'Talent pages';
export const previousPage = 'Previous page';
export const nextPage = 'Next page';

// A talent's page.
export const allTalents = '← All Talents';
export const watchAndListen = 'Watch and listen';
export const videoTitle = (name: string, number: number): string => `${name} video ${number}`;
export const playVideo = 'Play video';
export const soundCloudTitle = (name: string, number: number): string => `${name} on SoundCloud ${number}`;
export const playOnSoundCloud = 'Play on SoundCloud';
export const mixCloudTitle = (name: string, number: number): string => `${name} on MixCloud ${number}`;
export const playOnMixCloud = 'Play on MixCloud';
export const photosOf = (name: string): string => `Photos of ${name}`;
export const photoOf = (name: string, number: number): string => `${name}, photo ${number}`;

// The application form.
export const talentSubmissions = 'Talent Submissions';
export const talentsImage = 'Talents who perform at the venue';
export const yourApplication = 'Your talent application';
export const stageNameLabel = 'Stage Name';
export const phoneLabel = 'Phone no.';
export const websiteLabel = 'Website';
export const emailLabel = 'Contact Email';
export const musicStyleLabel = 'Music Style';
export const feeLabel = 'Your fee?';
export const photosLabel = 'Upload Photos';
export const facebookLabel = 'Facebook';
export const instagramLabel = 'Instagram';
export const youtubeLabel = 'Youtube';
export const mediaLinksLabel = 'Best performance links from YouTube, SoundCloud or MixCloud';
export const biographyLabel = 'Biography';
export const feeOutOfRange = 'Please enter a fee of 0 or more.';
export const userName = 'user name';
export const agreeToSms = 'I agree to receive SMS promotions';
export const submit = 'Submit';
export const sendingApplication = 'Sending your application…';
export const confirmation = 'Confirmation';

// Photos.
export const photosHint = (max: number): string => `Upload 5 Press kit images IG size (1 to ${max} photos, at most 5 MB each).`;
export const noPhotoChosen = 'No photo chosen';
/** More than one photo chosen (one shows its file name). */
export const photoCount = (count: number): string => plural('en', count, { one: `${count} Photo`, other: `${count} Photo` });
export const removePhoto = 'Remove Photo';
/** Word for word (docs/product.md#error-messages). */
export const notAPicture = 'Your choice is not a picture';
export const photosCouldNotBeRead = 'Your photos could not be read. Please choose them again.';

// Media links.
export const mediaLinks = 'Media links';
export const mediaLinkNumber = (number: number): string => `Media link ${number}`;
export const addLink = 'Add link';
export const removeMediaLink = (number: number): string => `Remove media link ${number}`;
export const remove = 'Remove';
