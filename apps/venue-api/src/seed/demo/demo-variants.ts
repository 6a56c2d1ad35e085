// The local variants of the demo venue by name (VENUE_DEMO; docs/seed-format.md#local-variants-of-the-demo).
import type { DemoVariant } from './demo-variant';
import type { DemoVariantName } from './demo-variant-names';
import { parisDemo } from './variants/paris/paris-demo';
import { telAvivDemo } from './variants/tel-aviv/tel-aviv-demo';
import { tokyoDemo } from './variants/tokyo/tokyo-demo';

export const demoVariants: Readonly<Record<DemoVariantName, DemoVariant>> = {
  paris: parisDemo,
  'tel-aviv': telAvivDemo,
  tokyo: tokyoDemo,
};
