// The local variants of the demo venue VENUE_DEMO chooses among (docs/seed-format.md#local-variants-of-the-demo).
// Apart from their content, so the settings can check a name without loading every variant.
export const DEMO_VARIANT_NAMES = ['paris', 'tel-aviv', 'tokyo'] as const;
export type DemoVariantName = (typeof DEMO_VARIANT_NAMES)[number];

export const isDemoVariantName = (name: string): name is DemoVariantName => (DEMO_VARIANT_NAMES as readonly string[]).includes(name);
