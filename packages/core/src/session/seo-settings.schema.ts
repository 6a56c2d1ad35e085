// SEO settings (docs/product.md#venue-settings), stored as venueSEOSettings and re-read by the page head every second.
import { Schema } from 'effect';

export const SeoSettings = Schema.Struct({
  title: Schema.optional(Schema.NullOr(Schema.String)),
  description: Schema.optional(Schema.NullOr(Schema.String)),
  /** One comma-separated string, as a meta keywords tag takes it. */
  keywords: Schema.optional(Schema.NullOr(Schema.String)),
});
export type SeoSettings = typeof SeoSettings.Type;
