// Where a seed holds the venue's own texts (docs/seed-format.md#texts-in-several-languages): the fields a venue may
// write once per language, as a map from language to text. Only these: an id, a date, a time, an address or a code
// reads the same in every language, and a review is its guest's words, not the venue's.

/** Key paths from the seed's root; `[]` steps into every item of an array. */
const TEXT_FIELDS: readonly (readonly string[])[] = [
  ['generalInfo', 'general', 'address'],
  ['generalInfo', 'intro', 'bottles'],
  ['generalInfo', 'intro', 'talent_submission'],
  ['websiteSettings', 'header', 'title'],
  ['websiteSettings', 'menus', '[]', 'title'],
  ...['title', 'description', 'keywords'].map((key) => ['websiteSettings', 'seo', key]),
  ...['question', 'answer', 'category'].map((key) => ['faqItems', '[]', key]),
  ...['name', 'description', 'category'].map((key) => ['foodMenuItems', '[]', key]),
  ...['name', 'description', 'category', 'serving'].map((key) => ['drinkMenuItems', '[]', key]),
  ...['name', 'description', 'location', 'category', 'imageAlt'].map((key) => ['events', '[]', key]),
  ...['name', 'description', 'group'].map((key) => ['events', '[]', 'tickets', '[]', key]),
  ['bottleCategories', '[]', 'name'],
  ...['name', 'description'].map((key) => ['bottleCategories', '[]', 'products', '[]', key]),
  ['blockDates', '[]', 'notes'],
  ...['talentName', 'talentType', 'biography', 'musicStyle'].map((key) => ['talents', '[]', key]),
  ...['title', 'subtitle', 'imageAlt', 'buttonLabel'].map((key) => ['sliders', '[]', key]),
  ...['title', 'content', 'buttonLabel'].map((key) => ['popups', '[]', key]),
  ...['title', 'summary', 'campaignHtml'].map((key) => ['promotions', '[]', key]),
  ['gallery', 'venuePhotos', '[]', 'caption'],
  ['gallery', 'fbPhotos', '[]', 'caption'],
  ['gallery', 'venueVideos', '[]', 'title'],
  ['gallery', 'albums', '[]', 'name'],
  ['gallery', 'albums', '[]', 'photos', '[]', 'caption'],
  ...['title', 'description'].map((key) => ['jobPositions', '[]', key]),
];

/**
 * The names these texts go by in the API's answers (the same as in the seed; a ticket group's is `name`), so the
 * answers' translation (http/content-language.ts) looks at no other field: never an id, a date or a link.
 */
export const TEXT_KEYS: ReadonlySet<string> = new Set(TEXT_FIELDS.map((keys) => keys.at(-1) as string));

/** One text field of a parsed seed (not yet checked): its path as seed errors name it, its value, a way to replace it. */
export interface SeedTextField {
  readonly path: string;
  readonly value: unknown;
  readonly replace: (value: unknown) => void;
}

type Container = Record<string | number, unknown>;

function* fieldsAlong(node: unknown, keys: readonly string[], path: string): Generator<SeedTextField> {
  const [key, ...rest] = keys;
  if (key === undefined || typeof node !== 'object' || node === null) return;
  const container = node as Container;
  const steps: [string | number, string][] =
    key === '[]' ? (Array.isArray(node) ? node.map((_, i) => [i, `${path}[${i}]`]) : []) : [[key, path ? `${path}.${key}` : key]];
  for (const [step, stepPath] of steps) {
    if (!Object.hasOwn(container, step)) continue;
    if (rest.length > 0) yield* fieldsAlong(container[step], rest, stepPath);
    else yield { path: stepPath, value: container[step], replace: (value) => (container[step] = value) };
  }
}

/** Every text field a seed has, in the seed's order. */
export const seedTextFields = (seed: unknown): SeedTextField[] => TEXT_FIELDS.flatMap((keys) => [...fieldsAlong(seed, keys, '')]);
