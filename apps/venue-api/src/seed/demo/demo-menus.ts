// Food menu, drink menu and bottle list of the demo venue. A few bottles have no price (null or
// 0) and one category has only such bottles: the site must hide them (docs/product.md#bottle-service).
import type { VenueSeedInput } from '../venue-seed.schema';
import type { MediaCollector } from './media-collector';

type Food = VenueSeedInput['foodMenuItems'][number];
type Drink = VenueSeedInput['drinkMenuItems'][number];
type BottleCategory = VenueSeedInput['bottleCategories'][number];

const foods: ReadonlyArray<[string, string, string, number, string[], boolean]> = [
  ['Truffle Fries', 'Starters', 'Hand-cut fries, truffle oil, parmesan, chives.', 12, ['vegetarian'], true],
  ['Crispy Calamari', 'Starters', 'Lemon aioli and pickled chilli.', 16, [], true],
  ['Burrata & Heirloom Tomatoes', 'Starters', 'Basil oil, aged balsamic, grilled sourdough.', 18.5, ['vegetarian'], false],
  ['Velvet Sliders', 'Sharing', 'Three wagyu sliders, smoked cheddar, onion jam.', 24, [], true],
  ['Korean Fried Chicken Wings', 'Sharing', 'Gochujang glaze, sesame, pickled radish.', 19, ['spicy'], true],
  ['Mezze Board', 'Sharing', 'Hummus, baba ganoush, falafel, warm pita.', 26, ['vegan'], true],
  ['Street Tacos', 'Mains', 'Three tacos: carne asada, al pastor or mushroom.', 21, ['gluten-free'], true],
  ['Grilled Salmon Bowl', 'Mains', 'Jasmine rice, avocado, edamame, miso dressing.', 27, ['gluten-free'], true],
  ['Smash Burger', 'Mains', 'Double patty, American cheese, house pickles, fries.', 22, [], true],
  ['Churros', 'Desserts', 'Cinnamon sugar, dark chocolate dip.', 11, ['vegetarian'], true],
  ['Chocolate Lava Cake', 'Desserts', 'Vanilla bean ice cream.', 13.75, ['vegetarian'], false],
];

const drinks: ReadonlyArray<[string, string, string, number, string | null]> = [
  ['Velvet Negroni', 'Signature cocktails', 'Gin, Campari, sweet vermouth, cacao nib.', 17, 'Glass'],
  ['Midnight Espresso Martini', 'Signature cocktails', 'Vodka, cold brew, coffee liqueur, vanilla.', 18, 'Glass'],
  ['Rooftop Spritz', 'Signature cocktails', 'Aperol, prosecco, blood orange, soda.', 15, 'Glass'],
  ['Smoke & Honey', 'Signature cocktails', 'Mezcal, honey, lime, smoked salt.', 18.5, 'Glass'],
  ['Brooklyn Lager', 'Beer', 'Local amber lager.', 9, '16 oz'],
  ['Hazy IPA', 'Beer', 'Citrus and tropical hops.', 10, '16 oz'],
  ['Prosecco', 'Wine', 'Veneto, Italy. Crisp and floral.', 14, 'Glass'],
  ['Pinot Noir', 'Wine', 'Willamette Valley, Oregon.', 16, 'Glass'],
  ['Sauvignon Blanc', 'Wine', 'Marlborough, New Zealand.', 14, 'Glass'],
  ['Casamigos Blanco', 'Spirits', 'Neat or on the rocks.', 16, '2 oz'],
  ['Macallan 12', 'Spirits', 'Sherry oak, single malt.', 22, '2 oz'],
  ['Garden Cooler', 'Zero proof', 'Cucumber, mint, lime, tonic.', 9, null],
  ['Virgin Mule', 'Zero proof', 'Ginger beer, lime, bitters-free.', 8, null],
];

/** An id from an English name ("Truffle Fries" → truffle-fries): the variants keep the default demo's ids. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A dish or drink in a variant's words, under the default demo's id. */
export interface MenuLine {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly description: string;
  readonly price: number;
}

/** A variant's menus and bottle list (demo-variant.ts). */
export interface MenuContent {
  readonly foods: readonly (MenuLine & { readonly tags: readonly string[]; readonly deliverable: boolean })[];
  /** `pictured`: the signature cocktails, which have a picture. */
  readonly drinks: readonly (MenuLine & { readonly serving: string | null; readonly pictured: boolean })[];
  readonly bottles: readonly {
    readonly name: string;
    readonly products: readonly {
      readonly id: string;
      readonly name: string;
      readonly price: number | null;
      readonly description: string;
    }[];
  }[];
}

export function demoFoodMenu(media: MediaCollector, content: MenuContent = englishMenus): Food[] {
  return content.foods.map(({ id, name, category, description, price, tags, deliverable }) => ({
    _id: `food-${id}`,
    name,
    description,
    category,
    price,
    image: media.art('dish', `food-${id}`, name, category),
    tags: [...tags],
    deliverable,
  }));
}

export function demoDrinkMenu(media: MediaCollector, content: MenuContent = englishMenus): Drink[] {
  return content.drinks.map(({ id, name, category, description, price, serving, pictured }) => ({
    _id: `drink-${id}`,
    name,
    description,
    category,
    price,
    serving,
    image: pictured ? media.art('dish', `drink-${id}`, name, category) : null,
  }));
}

const bottleList: ReadonlyArray<[string, ReadonlyArray<[string, number | null, string]>]> = [
  [
    'Champagne',
    [
      ['Moët & Chandon Impérial', 295, 'Brut, 750 ml. Green apple and brioche.'],
      ['Veuve Clicquot Yellow Label', 325, 'Brut, 750 ml. Rich and toasty.'],
      ['Dom Pérignon Vintage', 750, 'Vintage brut, 750 ml.'],
      ['Ace of Spades Gold', 0, 'Armand de Brignac brut, 750 ml. Price on request.'],
    ],
  ],
  [
    'Vodka',
    [
      ['Grey Goose', 350, '1 L with mixers and juices.'],
      ['Belvedere', 340, '1 L with mixers and juices.'],
      ["Tito's Handmade", 280.5, '1 L with mixers and juices.'],
      ['Beluga Gold Line', null, '1 L. Coming soon.'],
    ],
  ],
  [
    'Tequila',
    [
      ['Casamigos Blanco', 375, '750 ml with limes and salt.'],
      ['Don Julio 1942', 650, 'Añejo, 750 ml.'],
      ['Patrón Silver', 360, '750 ml with limes and salt.'],
      ['Clase Azul Reposado', 0, '750 ml. Price on request.'],
    ],
  ],
  [
    'Whiskey',
    [
      ['Jameson', 300, 'Irish whiskey, 1 L.'],
      ['Johnnie Walker Black Label', 360, 'Blended Scotch, 1 L.'],
      ['Macallan 12 Double Cask', 520, 'Single malt, 750 ml.'],
    ],
  ],
  // Every bottle unpriced: the whole category stays hidden on the site.
  [
    'Cognac',
    [
      ['Hennessy XO', null, '750 ml. Coming soon.'],
      ['Rémy Martin Louis XIII', 0, '700 ml. By arrangement only.'],
    ],
  ],
];

export const englishMenus: MenuContent = {
  foods: foods.map(([name, category, description, price, tags, deliverable]) => ({
    id: slug(name),
    name,
    category,
    description,
    price,
    tags,
    deliverable,
  })),
  drinks: drinks.map(([name, category, description, price, serving]) => ({
    id: slug(name),
    name,
    category,
    description,
    price,
    serving,
    pictured: category === 'Signature cocktails',
  })),
  bottles: bottleList.map(([name, products]) => ({
    name,
    products: products.map(([product, price, description]) => ({ id: slug(product), name: product, price, description })),
  })),
};

export function demoBottles(media: MediaCollector, content: MenuContent = englishMenus): BottleCategory[] {
  return content.bottles.map(({ name: category, products }) => ({
    name: category,
    products: products.map(({ id, name, price, description }) => ({
      _id: `bottle-${id}`,
      name,
      price,
      description,
      bottlePhoto: media.art('bottle', `bottle-${id}`, name.split(' ')[0] ?? name, category),
    })),
  }));
}
