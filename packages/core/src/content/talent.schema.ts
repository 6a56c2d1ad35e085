// A talent profile (docs/product.md#talents): GET api/talents/getOne/{id}, and pages of them from getAll.
import { Schema } from 'effect';
import { Count, EntityId, Html, ImageUrl, WebUrl } from './content-fields.schema';

export const Talent = Schema.Struct({
  _id: EntityId,
  talentName: Schema.String,
  /** DJ, Singer, Live band, MC, Dancer, Host... */
  talentType: Schema.String,
  mainPhoto: ImageUrl,
  photos: Schema.Array(ImageUrl),
  /** Full links; the site embeds a YouTube link only when it yields an 11-character id. */
  youtubeLink: Schema.Array(WebUrl),
  soundcloudLink: Schema.Array(WebUrl),
  mixcloudLink: Schema.Array(WebUrl),
  biography: Html,
  musicStyle: Schema.String,
});
export type Talent = typeof Talent.Type;

export const TalentResponse = Schema.Struct({ data: Talent });

/** GET api/talents/getAll/{page}/{pageSize}: page is 1-based. */
export const TalentPage = Schema.Struct({
  talents: Schema.Array(Talent),
  page: Schema.Int,
  pageSize: Schema.Int,
  total: Count,
});
export type TalentPage = typeof TalentPage.Type;

export const TalentPageResponse = Schema.Struct({ data: TalentPage });
