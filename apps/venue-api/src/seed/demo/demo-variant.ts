// What a local variant of the demo venue brings (docs/seed-format.md#local-variants-of-the-demo): its words,
// money, place and week. The dates, ids, pictures and the rules that place the events are the generator's,
// shared by all (demo-venue.ts).
import type { VenueSeedInput } from '../venue-seed.schema';
import type { EventContent } from './demo-events';
import type { GalleryWords } from './demo-gallery';
import type { HomeContent } from './demo-home';
import type { MenuContent } from './demo-menus';
import type { PromoterContent } from './demo-promoters';
import type { TalentContent } from './demo-talents';
import type { SiteWords } from './demo-venue-info';

type Hours = NonNullable<VenueSeedInput['generalInfo']['hours']>;

export interface DemoVariant {
  /** The venue's info; its `hours` are the variant's week, which places every event and block. */
  generalInfo(): VenueSeedInput['generalInfo'] & { hours: Hours };
  financialSettings(): VenueSeedInput['financialSettings'];
  /** The same for VENUE_PRICING=on-location. */
  financialSettingsOnLocation(): VenueSeedInput['financialSettings'];
  readonly site: SiteWords;
  /** The FAQ, written from the venue's hours and settings. */
  faq(hours: Hours, settings: VenueSeedInput['financialSettings']): VenueSeedInput['faqItems'][number][];
  readonly events: EventContent;
  readonly home: HomeContent;
  /** A time as the variant's guests read it in a sentence ("10:00 PM", « 22 h »). */
  clock(label: string): string;
  readonly menus: MenuContent;
  readonly talents: TalentContent;
  readonly gallery: GalleryWords;
  readonly jobPositions: NonNullable<VenueSeedInput['jobPositions']>;
  readonly promoters: PromoterContent;
  /** The same venue in another of its languages, whose texts the demo's seed writes beside its own (demo-in-languages.ts). */
  readonly alsoIn?: { readonly language: string; readonly variant: DemoVariant };
}
