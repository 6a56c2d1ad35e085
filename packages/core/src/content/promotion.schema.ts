// A promotion on the home page; promotion/{promotionId} embeds its campaign page
// (GET multiEmailCampain/{promotionId}, public HTML).
import { Schema } from 'effect';
import { EntityId, ImageUrl, IsoDate } from './content-fields.schema';

export const Promotion = Schema.Struct({
  _id: EntityId,
  title: Schema.String,
  summary: Schema.String,
  image: ImageUrl,
  validFrom: IsoDate,
  validTo: IsoDate,
});
export type Promotion = typeof Promotion.Type;
