// Validation of the Talent Submissions form (docs/product.md#talent-submissions), turning the guest's input into the payload.
import { BIOGRAPHY_MAX, MEDIA_LINKS_MAX, type TalentSubmission } from './talent-submission.schema';
import { isPictureFileName, photoLimitReason, type PhotoFile } from './talent-photos';
import type { PhonePort } from '../ports/phone.port';
import { isBlank, isHttpUrl, isTooLong, isValidEmail, type FieldError } from '../shared/form-validation';
import { EMAIL_MAX, NAME_MAX, SHORT_TEXT_MAX, URL_MAX } from '../shared/input-limits';
import { err, ok, type Result } from '../shared/result';

export const TALENT_NAME_MIN_LENGTH = 4;

/** What the form holds, as typed. The social fields hold user names, shown after the site address. */
export interface TalentSubmissionFormValues {
  readonly talentName: string;
  readonly talentPhoneNumber: string;
  readonly website: string;
  readonly talentEmail: string;
  readonly musicStyle: string;
  /** The raw text of the number input. */
  readonly priceFees: string;
  readonly photos: readonly PhotoFile[];
  readonly facebookName: string;
  readonly instagramName: string;
  readonly youtubeName: string;
  readonly mediaLinks: readonly string[];
  readonly biography: string;
  readonly mailingListSubscribe: boolean;
  readonly receiveSMS: boolean;
}

export type TalentField =
  | 'talentName'
  | 'talentPhoneNumber'
  | 'website'
  | 'talentEmail'
  | 'musicStyle'
  | 'priceFees'
  | 'photos'
  | 'facebookLink'
  | 'instagramLink'
  | 'youtubeLink'
  | 'mediaLinks'
  | `mediaLinks[${number}]`
  | 'biography';

/** The labels the guest sees, used in the "Please complete" alert. */
export const talentPlaceholders = {
  talentName: 'Stage Name',
  talentPhoneNumber: 'Phone no.',
  website: 'Website',
  talentEmail: 'Contact Email',
  musicStyle: 'Music Style',
  priceFees: 'Your fee?',
  photos: 'Upload Photos',
  facebookLink: 'Facebook',
  instagramLink: 'Instagram',
  youtubeLink: 'Youtube',
  mediaLinks: 'Best performance links from YouTube, SoundCloud or MixCloud',
  biography: 'Biography',
} as const;

/** The site address each social user name is shown after, and sent with. */
export const socialSiteAddress = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/',
} as const;

/** The full address for a user name; a pasted full address is kept as it is. */
export function socialLink(site: keyof typeof socialSiteAddress, userName: string): string {
  const name = userName.trim();
  if (isHttpUrl(name)) return name;
  // Instagram and Facebook addresses take the bare name; YouTube handles keep their @.
  const bare = site === 'youtube' ? name : name.replace(/^@+/, '');
  return `${socialSiteAddress[site]}${bare.replace(/^\/+/, '')}`;
}

export function validateTalentSubmission(
  values: TalentSubmissionFormValues,
  phone: PhonePort,
): Result<TalentSubmission, readonly FieldError<TalentField>[]> {
  const errors: FieldError<TalentField>[] = [];
  const fail = (field: TalentField, reason: FieldError['reason'], placeholder?: string) =>
    errors.push({ field, placeholder: placeholder ?? talentPlaceholders[field as keyof typeof talentPlaceholders], reason });

  if (isBlank(values.talentName)) fail('talentName', 'required');
  else if (isTooLong(values.talentName, NAME_MAX)) fail('talentName', 'too-long');
  else if (values.talentName.trim().length < TALENT_NAME_MIN_LENGTH) fail('talentName', 'too-short');

  const international = phone.toInternational(values.talentPhoneNumber);
  if (isBlank(values.talentPhoneNumber)) fail('talentPhoneNumber', 'required');
  else if (!phone.isValid(values.talentPhoneNumber) || international === null) fail('talentPhoneNumber', 'invalid-phone');

  if (isBlank(values.website)) fail('website', 'required');
  else if (isTooLong(values.website.trim(), URL_MAX)) fail('website', 'too-long');

  if (isBlank(values.talentEmail)) fail('talentEmail', 'required');
  else if (isTooLong(values.talentEmail, EMAIL_MAX)) fail('talentEmail', 'too-long');
  else if (!isValidEmail(values.talentEmail)) fail('talentEmail', 'invalid-email');

  const fee = Number(values.priceFees.trim());
  if (isBlank(values.priceFees)) fail('priceFees', 'required');
  else if (!Number.isFinite(fee) || fee < 0) fail('priceFees', 'out-of-range');

  if (values.photos.length === 0) fail('photos', 'required');
  else if (!values.photos.every((p) => isPictureFileName(p.name))) fail('photos', 'not-a-picture');
  else {
    const limit = photoLimitReason(values.photos);
    if (limit !== null) fail('photos', limit);
  }

  if (isBlank(values.facebookName)) fail('facebookLink', 'required');
  else if (isTooLong(socialLink('facebook', values.facebookName), URL_MAX)) fail('facebookLink', 'too-long');
  if (isBlank(values.instagramName) || values.instagramName.trim() === '@') fail('instagramLink', 'required');
  else if (isTooLong(socialLink('instagram', values.instagramName), URL_MAX)) fail('instagramLink', 'too-long');
  if (isBlank(values.youtubeName)) fail('youtubeLink', 'required');
  else if (isTooLong(socialLink('youtube', values.youtubeName), URL_MAX)) fail('youtubeLink', 'too-long');

  if (values.mediaLinks.length === 0) fail('mediaLinks', 'required');
  else if (values.mediaLinks.length > MEDIA_LINKS_MAX) fail('mediaLinks', 'too-many-links');
  values.mediaLinks.forEach((link, i) => {
    if (isBlank(link)) fail(`mediaLinks[${i}]`, 'required', talentPlaceholders.mediaLinks);
    else if (isTooLong(link.trim(), URL_MAX)) fail(`mediaLinks[${i}]`, 'too-long', talentPlaceholders.mediaLinks);
    else if (!isHttpUrl(link)) fail(`mediaLinks[${i}]`, 'invalid-url', talentPlaceholders.mediaLinks);
  });

  if (isBlank(values.biography)) fail('biography', 'required');
  else if (isTooLong(values.biography, BIOGRAPHY_MAX)) fail('biography', 'too-long');
  if (isTooLong(values.musicStyle.trim(), SHORT_TEXT_MAX)) fail('musicStyle', 'too-long');

  if (errors.length > 0 || international === null) return err(errors);
  return ok({
    talentName: values.talentName.trim(),
    talentEmail: values.talentEmail.trim(),
    talentPhoneNumber: international,
    biography: values.biography,
    youtubeLink: socialLink('youtube', values.youtubeName),
    facebookLink: socialLink('facebook', values.facebookName),
    instagramLink: socialLink('instagram', values.instagramName),
    receiveSMS: values.receiveSMS,
    mailingListSubscribe: values.mailingListSubscribe,
    mediaLinks: values.mediaLinks.map((link) => ({ link: link.trim() })),
    priceFees: fee,
    musicStyle: values.musicStyle.trim(),
    website: values.website.trim(),
    photos: values.photos.map((p) => p.data),
  });
}
