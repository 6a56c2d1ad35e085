// GET api/venue-website-settings/{venueId}: header look, navigation menus and SEO settings.
import { Effect, Schema } from 'effect';
import { EntityId, ImageUrl } from './content-fields.schema';
import { MenuEntry } from './menu-entry.schema';
import { SeoSettings } from '../session/seo-settings.schema';

export const HexColour = Schema.String.pipe(Schema.check(Schema.isPattern(/^#[0-9a-fA-F]{6}$/, { expected: 'a colour such as #4e8cff' })));

export const HeaderSettings = Schema.Struct({
  venueName: Schema.String,
  title: Schema.String,
  image: Schema.NullOr(ImageUrl),
  /** Route of the header's FAQ link; "faq" when the venue sets none. */
  faqTarget: Schema.String.pipe(Schema.withDecodingDefaultKey(Effect.succeed('faq'))),
  colors: Schema.Struct({ background: HexColour, text: HexColour }),
});
export type HeaderSettings = typeof HeaderSettings.Type;

export const WebsiteSettings = Schema.Struct({
  /** The venue id, as in the path. */
  _id: EntityId,
  header: HeaderSettings,
  menus: Schema.Array(MenuEntry),
  /** Page title, description and keywords (docs/product.md#venue-settings); the same settings the session stores. */
  seo: SeoSettings,
});
export type WebsiteSettings = typeof WebsiteSettings.Type;

export const WebsiteSettingsResponse = Schema.Struct({ data: WebsiteSettings });
