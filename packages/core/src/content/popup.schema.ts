// An announcement the home page opens over the content (not the mailing-list popup, which the
// site owns).
import { Schema } from 'effect';
import { Count, EntityId, Html, ImageUrl, SiteLink } from './content-fields.schema';

export const Popup = Schema.Struct({
  _id: EntityId,
  title: Schema.String,
  content: Html,
  image: Schema.NullOr(ImageUrl),
  buttonLabel: Schema.NullOr(Schema.String),
  link: Schema.NullOr(SiteLink),
  /** Seconds after the page opens before it shows. */
  delaySeconds: Count,
});
export type Popup = typeof Popup.Type;
