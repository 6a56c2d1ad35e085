// Where a seed holds pictures (docs/seed-format.md#pictures): every field whose value is shown as an
// image. A raster picture may be named there by a path relative to the seed file; only these fields
// are looked at, so a relative path elsewhere (a description, a link) is never read from disk.

/** Key paths from the seed's root; `[]` steps into every item of an array. */
const PICTURE_FIELDS: readonly (readonly string[])[] = [
  ['websiteSettings', 'header', 'image'],
  ['events', '[]', 'image'],
  ['sliders', '[]', 'image'],
  ['popups', '[]', 'image'],
  ['promotions', '[]', 'image'],
  ['reviews', '[]', 'photo'],
  ['talents', '[]', 'mainPhoto'],
  ['talents', '[]', 'photos', '[]'],
  ['foodMenuItems', '[]', 'image'],
  ['drinkMenuItems', '[]', 'image'],
  ['bottleCategories', '[]', 'products', '[]', 'bottlePhoto'],
  ...['venuePhotos', 'fbPhotos'].flatMap((list) => [
    ['gallery', list, '[]', 'url'],
    ['gallery', list, '[]', 'thumbnail'],
  ]),
  ['gallery', 'venueVideos', '[]', 'thumbnail'],
  ['gallery', 'albums', '[]', 'cover'],
  ['gallery', 'albums', '[]', 'photos', '[]', 'url'],
  ['gallery', 'albums', '[]', 'photos', '[]', 'thumbnail'],
];

/** One picture field of a seed holding text: its JSON path as seed errors name it, its value, and a way to replace it. */
export interface SeedPictureField {
  readonly path: string;
  readonly value: string;
  readonly replace: (value: string) => void;
}

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

function* fieldsAlong(node: unknown, keys: readonly string[], path: string): Generator<SeedPictureField> {
  const [key, ...rest] = keys;
  if (key === undefined || !isContainer(node)) return;
  const steps: [string | number, string][] =
    key === '[]' ? (Array.isArray(node) ? node.map((_, i) => [i, `${path}[${i}]`]) : []) : [[key, path ? `${path}.${key}` : key]];
  for (const [step, stepPath] of steps) {
    const child = (node as Record<string | number, unknown>)[step];
    if (rest.length > 0) yield* fieldsAlong(child, rest, stepPath);
    else if (typeof child === 'string')
      yield { path: stepPath, value: child, replace: (value) => ((node as Record<string | number, unknown>)[step] = value) };
  }
}

/** Every picture field of a parsed seed file (not yet checked against the seed's schema). */
export const seedPictureFields = (seed: unknown): SeedPictureField[] => PICTURE_FIELDS.flatMap((keys) => [...fieldsAlong(seed, keys, '')]);

/** A picture named by a path relative to the seed file: neither an address (`/…`, `https://…`) nor any other scheme. */
export const isRelativePicturePath = (value: string): boolean => value.trim() !== '' && !/^(\/|\\|[a-z][a-z0-9+.-]*:)/i.test(value);
