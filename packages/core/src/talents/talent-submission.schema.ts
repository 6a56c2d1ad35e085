// The talent application sent to POST api/talents/new-talent (spec 3, 7).
// - mediaLinks is a list of { link } objects; photos are the images as data URLs.
// - the social fields carry full addresses (site address + the user name typed in the form).
// - talentType is not asked by the form (spec 2 lists no such field), so it is optional here.
import { Schema } from 'effect';

export const TalentSubmission = Schema.Struct({
  talentName: Schema.String,
  talentEmail: Schema.String,
  talentPhoneNumber: Schema.String,
  talentType: Schema.optional(Schema.String),
  biography: Schema.String,
  youtubeLink: Schema.String,
  facebookLink: Schema.String,
  instagramLink: Schema.String,
  receiveSMS: Schema.Boolean,
  mailingListSubscribe: Schema.Boolean,
  mediaLinks: Schema.Array(Schema.Struct({ link: Schema.String })),
  priceFees: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)),
  musicStyle: Schema.String,
  website: Schema.String,
  photos: Schema.Array(Schema.String),
});
export type TalentSubmission = typeof TalentSubmission.Type;
