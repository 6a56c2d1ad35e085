// The talent application sent to POST api/talents/new-talent (spec 3, 7).
// - mediaLinks is a list of { link } objects; photos are the images as data URLs.
// - the social fields carry full addresses (site address + the user name typed in the form).
// - talentType is not asked by the form (spec 2 lists no such field), so it is optional here.
// The field checks are the form's rules (spec 5) plus the photo limits of talent-photo-data-url.
import { Schema } from 'effect';
import { EmailAddress, HttpLink, InternationalPhone, NameOfAtLeast, RequiredText, TextUpTo } from '../forms/request-fields.schema';
import { readPictureDataUrl, TALENT_PHOTOS_MAX } from './talent-photo-data-url';

const PhotoDataUrl = Schema.String.check(
  Schema.makeFilter((s: string) => {
    const photo = readPictureDataUrl(s);
    return photo.ok || photo.error;
  }),
);

export const TalentSubmission = Schema.Struct({
  talentName: NameOfAtLeast(4),
  talentEmail: EmailAddress,
  talentPhoneNumber: InternationalPhone,
  talentType: Schema.optional(TextUpTo(100)),
  biography: RequiredText(20_000),
  youtubeLink: RequiredText(2000),
  facebookLink: RequiredText(2000),
  instagramLink: RequiredText(2000),
  receiveSMS: Schema.Boolean,
  mailingListSubscribe: Schema.Boolean,
  mediaLinks: Schema.Array(Schema.Struct({ link: HttpLink })).check(
    Schema.makeFilter((links: readonly unknown[]) => (links.length >= 1 && links.length <= 20) || 'Expected 1 to 20 media links'),
  ),
  priceFees: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)),
  musicStyle: TextUpTo(200),
  website: RequiredText(2000),
  photos: Schema.Array(PhotoDataUrl).check(
    Schema.makeFilter(
      (photos: readonly unknown[]) =>
        (photos.length >= 1 && photos.length <= TALENT_PHOTOS_MAX) || `Expected 1 to ${TALENT_PHOTOS_MAX} photos`,
    ),
  ),
});
export type TalentSubmission = typeof TalentSubmission.Type;
