// The talent application sent to POST api/talents/new-talent (docs/product.md#talent-submissions).
// - mediaLinks is a list of { link } objects; photos are the images as data URLs.
// - the social fields carry full addresses (site address + the user name typed in the form).
// - talentType is not asked by the form (it has no such field), so it is optional here.
// The field checks are the form's rules plus the photo limits of talent-photo-data-url.
import { Schema } from 'effect';
import { EmailAddress, HttpLink, InternationalPhone, NameOfAtLeast, RequiredText, TextUpTo } from '../forms/request-fields.schema';
import { atMostItems, NAME_MAX, SHORT_TEXT_MAX, upTo, URL_MAX } from '../shared/input-limits';
import { readPictureDataUrl, TALENT_PHOTO_MAX_BYTES, TALENT_PHOTOS_MAX } from './talent-photo-data-url';

/** A photo's data URL: the prefix (`data:image/jpeg;base64,`, 64 is ample) and 4 base64 characters per 3 bytes. */
export const TALENT_PHOTO_DATA_URL_MAX = 64 + Math.ceil(TALENT_PHOTO_MAX_BYTES / 3) * 4;

/** A biography is a page or two of text. */
export const BIOGRAPHY_MAX = 20_000;
/** Links to the talent's media besides the social ones. */
export const MEDIA_LINKS_MAX = 20;

const PhotoDataUrl = Schema.String.check(
  upTo(TALENT_PHOTO_DATA_URL_MAX),
  Schema.makeFilter((s: string) => {
    const photo = readPictureDataUrl(s);
    return photo.ok || photo.error;
  }),
);

export const TalentSubmission = Schema.Struct({
  talentName: NameOfAtLeast(4),
  talentEmail: EmailAddress,
  talentPhoneNumber: InternationalPhone,
  talentType: Schema.optional(TextUpTo(NAME_MAX)),
  biography: RequiredText(BIOGRAPHY_MAX),
  youtubeLink: RequiredText(URL_MAX),
  facebookLink: RequiredText(URL_MAX),
  instagramLink: RequiredText(URL_MAX),
  receiveSMS: Schema.Boolean,
  mailingListSubscribe: Schema.Boolean,
  mediaLinks: Schema.Array(Schema.Struct({ link: HttpLink })).check(
    atMostItems(MEDIA_LINKS_MAX, 'media links'),
    Schema.makeFilter(
      (links: readonly unknown[]) =>
        (links.length >= 1 && links.length <= MEDIA_LINKS_MAX) || `Expected 1 to ${MEDIA_LINKS_MAX} media links`,
    ),
  ),
  priceFees: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)),
  musicStyle: TextUpTo(SHORT_TEXT_MAX),
  website: RequiredText(URL_MAX),
  photos: Schema.Array(PhotoDataUrl).check(
    atMostItems(TALENT_PHOTOS_MAX, 'photos'),
    Schema.makeFilter(
      (photos: readonly unknown[]) =>
        (photos.length >= 1 && photos.length <= TALENT_PHOTOS_MAX) || `Expected 1 to ${TALENT_PHOTOS_MAX} photos`,
    ),
  ),
});
export type TalentSubmission = typeof TalentSubmission.Type;
