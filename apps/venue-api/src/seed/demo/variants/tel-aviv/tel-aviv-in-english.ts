// The Tel Aviv variant's site words, nights and menus in English, for the venue's English pages
// (docs/seed-format.md#texts-in-several-languages): the same header, nights, tickets and dishes, so the demo seeds each of
// these texts in Hebrew and English. Each Hebrew text has one English one; a name in Latin letters (Casamigos Blanco) is
// the same in both.
import { describeInEnglish, type EventContent } from '../../demo-events';
import type { MenuContent } from '../../demo-menus';
import { englishSite, type SiteWords } from '../../demo-venue-info';
import { isHoliday, type EventSketch, type Sketch } from '../../event-sketch';
import { telAvivEvents } from './tel-aviv-events';
import { telAvivMenus } from './tel-aviv-menus';

const english: Readonly<Record<string, string>> = {
  // Rooms and kinds of night.
  'האולם הראשי': 'Main Room',
  'הלאונג׳': 'Lounge',
  הגג: 'Rooftop',
  המרתף: 'Basement',
  'כל המועדון': 'The whole club',
  האוס: 'House',
  אפרוביטס: 'Afrobeats',
  'ג׳אז חי': 'Live jazz',
  'סול ופאנק': 'Soul & funk',
  'היפ-הופ': 'Hip-hop',
  'מסיבת נושא': 'Themed party',
  טכנו: 'Techno',
  דיסקו: 'Disco',
  לטיני: 'Latin',
  // The coming nights.
  'לילות עמוקים עם DJ Nova': 'Deep Nights with DJ Nova',
  'שש שעות של דיפ האוס מלודי עם התקליטנית הקבועה שלנו.': 'Six hours of deep, melodic house from our resident DJ.',
  'לילה אפרו': 'Afro Night',
  'אפרוביטס, אמפיאנו ודאנסהול עד הבוקר.': 'Afrobeats, amapiano and dancehall until morning.',
  'ג׳אז בלאונג׳': 'Jazz in the Lounge',
  'סטנדרטים ובוסה נובה לאור נרות.': 'Standards and bossa nova by candlelight.',
  'מהפכת הסול': 'Soul Revolution',
  'להקה של שבעה נגנים מנגנת את כל הקלאסיקות של הסול והפאנק.': 'A seven-piece band playing every soul and funk classic.',
  'היפ-הופ של חמישי': 'Hip-Hop Thursdays',
  'להיטים של פעם וטראקים חדשים, בהנחיית MC Rhyme Theory.': 'Throwbacks and new tracks, hosted by MC Rhyme Theory.',
  'סקסופון על הגג': 'Rooftop Sax',
  'סקסופון חי מעל האוס רך, על הגג מול הים במוצאי שבת.':
    'Live saxophone over mellow house, on the rooftop facing the sea, once Shabbat is out.',
  'במה פתוחה לראפ': 'Rap Open Mic',
  'להביא את החרוזים: ההרשמה בכניסה מ-21:00.': 'Bring your rhymes: sign up at the door from 21:00.',
  'נשף המסכות': 'Masquerade Ball',
  'הלילה הגדול של העונה: כל החללים פתוחים, DJ Nova ומרקוס וייל עד הסגירה.':
    'The big night of the season: every room open, DJ Nova and Marcus Vale until closing.',
  'חובה להגיע עם מסכה, ערב חגיגי מומלץ': 'masks required, evening wear recommended',
  'אמפיאנו של שישי': 'Amapiano Fridays',
  'תופי לוג, קוקטיילים ובריזה מהים אחרי ארוחת שישי.': 'Log drums, cocktails and a sea breeze after Friday dinner.',
  'ערב מוטאון': 'Motown Night',
  'The Midnight Echoes ולילה מורנו שרים את השירים הגדולים של מוטאון.': 'The Midnight Echoes and Lila Moreno sing the great Motown songs.',
  'טכנו במרתף': 'Basement Techno',
  'חדר חשוך, מערכת סאונד ענקית, בלי טלפונים על הרחבה.': 'A dark room, a huge sound system and no phones on the dance floor.',
  'מסיבת סילבסטר': 'New Year’s Eve Party',
  'כוס שמפניה בחצות, The Midnight Echoes בהופעה חיה ו-DJ Nova עד שלוש לפנות בוקר.':
    'A glass of champagne at midnight, The Midnight Echoes live and DJ Nova until 3 AM.',
  'ערב חגיגי': 'evening wear',
  'לילה של דיסקו': 'Disco Night',
  'כדורי מראות, רמיקסים של דיסקו מ-DJ Nova והופעה חיה של The Midnight Echoes.':
    'Mirror balls, disco remixes from DJ Nova and The Midnight Echoes live.',
  // The past nights.
  'נשף שחור וזהב': 'Black & Gold Ball',
  'כל החללים פתוחים, DJ Nova על העמדה ו-MC Rhyme Theory על המיקרופון.':
    'Every room open, DJ Nova on the decks and MC Rhyme Theory on the mic.',
  'שחור וזהב': 'black and gold',
  'לילה אפרו 11': 'Afro Night 11',
  'הלילה האפרו האחד-עשר עם DJ Kairo.': 'The eleventh Afro Night, with DJ Kairo.',
  'ג׳אז ויין': 'Jazz & Wine',
  'ערב שקט של ג׳אז וטעימות יין.': 'A quiet evening of jazz and wine tasting.',
  'קדחת הפאנק': 'Funk Fever',
  'קלאסיקות פאנק עם כל חטיבת כלי הנשיפה.': 'Funk classics with the full horn section.',
  'לילות עמוקים 20': 'Deep Nights 20',
  'המהדורה העשרים של הליין הקבוע שלנו.': 'The twentieth edition of our resident night.',
  'היפ-הופ של חמישי: ניינטיז': 'Hip-Hop Thursdays: the 90s',
  'רק שנות ה-90, רק ויניל.': 'Only the 90s, only vinyl.',
  'סוף העונה על הגג': 'Rooftop Season Finale',
  'הערב האחרון של הרזידנסי של מרקוס וייל על הגג.': 'The last night of Marcus Vale’s rooftop residency.',
  'לילה לטיני': 'Latin Night',
  'רגאטון, סלסה ובצ׳אטה.': 'Reggaeton, salsa and bachata.',
  'טכנו במרתף 7': 'Basement Techno 7',
  'חמש שעות של טכנו מחסנים.': 'Five hours of warehouse techno.',
  'ארוחת סול': 'Soul Supper',
  'ארוחת ערב עם להקת סול חיה.': 'Dinner with a live soul band.',
  'במה פתוחה לראפ 9': 'Rap Open Mic 9',
  'הבמה הפתוחה הקבועה שלנו.': 'Our regular open mic.',
  'חוגגים שלוש שנים': 'Three Years of Velvet Room',
  'שלוש שנים של Velvet Room, שלושה חללים, שלושה אמנים.': 'Three years of Velvet Room: three rooms, three artists.',
  // The food menu.
  'צ׳יפס כמהין': 'Truffle Fries',
  לחלוק: 'Sharing',
  'צ׳יפס בחיתוך ביתי, שמן כמהין, פרמזן, עירית.': 'Hand-cut fries, truffle oil, parmesan, chives.',
  'קלמרי פריך': 'Crispy Calamari',
  ראשונות: 'Starters',
  'איולי לימון וצ׳ילי כבוש.': 'Lemon aioli and pickled chilli.',
  'בורטה ועגבניות שרי': 'Burrata & Cherry Tomatoes',
  'שמן בזיליקום, בלסמי מיושן, מחמצת קלויה.': 'Basil oil, aged balsamic, toasted sourdough.',
  'מיני המבורגרים של הבית': 'House Sliders',
  'שלושה מיני המבורגרים מבשר וואגיו, צ׳דר מעושן, ריבת בצל.': 'Three wagyu sliders, smoked cheddar, onion jam.',
  'כנפיים קוריאניות': 'Korean Wings',
  'גלייז גוצ׳וג׳אנג, שומשום, צנונית כבושה.': 'Gochujang glaze, sesame, pickled radish.',
  'מגש מזטים': 'Mezze Board',
  'חומוס, באבא גנוש, פלאפל, פיתה חמה.': 'Hummus, baba ganoush, falafel, warm pita.',
  'טאקו רחוב': 'Street Tacos',
  עיקריות: 'Mains',
  'שלושה טאקו: אסאדו, פרגית על האש או פטריות.': 'Three tacos: asado, grilled chicken thigh or mushroom.',
  'קערת סלמון צלוי': 'Grilled Salmon Bowl',
  'אורז יסמין, אבוקדו, אדממה, רוטב מיסו.': 'Jasmine rice, avocado, edamame, miso dressing.',
  'סמאש בורגר': 'Smash Burger',
  'קציצה כפולה, גבינה אמריקאית, חמוצים של הבית, צ׳יפס.': 'Double patty, American cheese, house pickles, fries.',
  'צ׳ורוס': 'Churros',
  קינוחים: 'Desserts',
  'סוכר קינמון, רוטב שוקולד מריר.': 'Cinnamon sugar, dark chocolate sauce.',
  'סופלה שוקולד': 'Chocolate Soufflé',
  'גלידת וניל.': 'Vanilla ice cream.',
  // The drinks.
  'נגרוני הבית': 'House Negroni',
  'קוקטיילי הבית': 'Signature cocktails',
  'ג׳ין, קמפרי, ורמוט אדום, גרעיני קקאו.': 'Gin, Campari, sweet vermouth, cacao nibs.',
  כוס: 'Glass',
  'אספרסו מרטיני של חצות': 'Midnight Espresso Martini',
  'וודקה, קולד ברו, ליקר קפה, וניל.': 'Vodka, cold brew, coffee liqueur, vanilla.',
  'שפריץ הגג': 'Rooftop Spritz',
  'אפרול, פרוסקו, תפוז דם, סודה.': 'Aperol, prosecco, blood orange, soda.',
  'עשן ודבש': 'Smoke & Honey',
  'מסקל, דבש, ליים, מלח מעושן.': 'Mezcal, honey, lime, smoked salt.',
  'לאגר תל אביבי': 'Tel Aviv Lager',
  בירה: 'Beer',
  'לאגר ענברי מבשלה מקומית.': 'Amber lager from a local brewery.',
  'חצי ליטר': 'Half litre',
  'IPA עכור': 'Hazy IPA',
  'כשות הדרים ופירות טרופיים.': 'Citrus and tropical hops.',
  פרוסקו: 'Prosecco',
  יין: 'Wine',
  'ונטו, איטליה. רענן ופרחוני.': 'Veneto, Italy. Crisp and floral.',
  'פינו נואר': 'Pinot Noir',
  'יקב מהגליל העליון.': 'From a winery in the Upper Galilee.',
  'סוביניון בלאן': 'Sauvignon Blanc',
  'רמת הגולן, מינרלי ורענן.': 'Golan Heights, mineral and fresh.',
  אלכוהול: 'Spirits',
  'נקי או עם קרח.': 'Neat or on the rocks.',
  'צ׳ייסר': 'Shot',
  'מקאלן 12': 'Macallan 12',
  'סינגל מאלט, חבית שרי.': 'Single malt, sherry cask.',
  'צינת הגינה': 'Garden Cooler',
  'בלי אלכוהול': 'Alcohol-free',
  'מלפפון, נענע, ליים, טוניק.': 'Cucumber, mint, lime, tonic.',
  'מיול בלי אלכוהול': 'Virgin Mule',
  'ג׳ינג׳ר בירה, ליים.': 'Ginger beer, lime.',
  // The bottle list; the bottles' names are their brands'.
  שמפניה: 'Champagne',
  'ברוט, 750 מ״ל. תפוח ירוק ובריוש.': 'Brut, 750 ml. Green apple and brioche.',
  'ברוט, 750 מ״ל. עשיר וקלוי.': 'Brut, 750 ml. Rich and toasty.',
  'ברוט בציר, 750 מ״ל.': 'Vintage brut, 750 ml.',
  'ברוט, 750 מ״ל. המחיר לפי בקשה.': 'Brut, 750 ml. Price on request.',
  וודקה: 'Vodka',
  'ליטר, עם מיקסרים ומיצים.': '1 litre, with mixers and juices.',
  'ליטר. בקרוב.': '1 litre. Coming soon.',
  טקילה: 'Tequila',
  '750 מ״ל, עם ליים ומלח.': '750 ml, with lime and salt.',
  'אנייחו, 750 מ״ל.': 'Añejo, 750 ml.',
  '750 מ״ל. המחיר לפי בקשה.': '750 ml. Price on request.',
  וויסקי: 'Whisky',
  'וויסקי אירי, ליטר.': 'Irish whiskey, 1 litre.',
  'בלנד סקוטי, ליטר.': 'Blended Scotch, 1 litre.',
  'סינגל מאלט, 750 מ״ל.': 'Single malt, 750 ml.',
  קוניאק: 'Cognac',
  '700 מ״ל. בקרוב.': '700 ml. Coming soon.',
  '700 מ״ל. בתיאום מראש בלבד.': '700 ml. By arrangement only.',
};

const HEBREW = /[\u0590-\u05ff]/;

/** The English of a Hebrew text of the nights or menus; a text without Hebrew letters is the same in English. */
function inEnglish(text: string): string {
  if (!HEBREW.test(text)) return text;
  const translated = english[text];
  if (translated === undefined) throw new Error(`The Tel Aviv demo has no English for "${text}".`);
  return translated;
}

function nightInEnglish<S extends Sketch>(sketch: S): S {
  const words = {
    name: inEnglish(sketch.name),
    category: inEnglish(sketch.category),
    location: inEnglish(sketch.location),
    pitch: inEnglish(sketch.pitch),
    ...(sketch.dressCode === undefined ? {} : { dressCode: inEnglish(sketch.dressCode) }),
  };
  return isHoliday(sketch) ? { ...sketch, ...words, otherwise: nightInEnglish<EventSketch>(sketch.otherwise) } : { ...sketch, ...words };
}

export const telAvivEventsInEnglish: EventContent = {
  ...telAvivEvents,
  upcoming: telAvivEvents.upcoming.map(nightInEnglish),
  past: telAvivEvents.past.map(nightInEnglish),
  // One English text for each Hebrew one: the general admission ticket and its group share their words, as in Hebrew.
  tickets: {
    early: { name: 'Early Entry', description: 'Entry within the first hour after doors open.', group: 'General admission' },
    ga: { name: 'General admission', description: 'Entry all night.', group: 'General admission' },
    vip: { name: 'VIP', description: 'Fast-lane entry, the VIP gallery and a welcome drink.', group: 'VIP' },
    table: { name: 'Table for 4', description: 'A reserved table for four guests with a bottle of prosecco.', group: 'Tables' },
    list: { name: 'Guest list', description: 'Free entry until 23:00 with your name on the door list.', group: 'Guest list' },
  },
  allAgesLocation: inEnglish(telAvivEvents.allAgesLocation),
  describe: describeInEnglish(telAvivEvents.minimumAge),
};

export const telAvivMenusInEnglish: MenuContent = {
  foods: telAvivMenus.foods.map((food) => ({
    ...food,
    name: inEnglish(food.name),
    category: inEnglish(food.category),
    description: inEnglish(food.description),
  })),
  drinks: telAvivMenus.drinks.map((drink) => ({
    ...drink,
    name: inEnglish(drink.name),
    category: inEnglish(drink.category),
    description: inEnglish(drink.description),
    serving: drink.serving === null ? null : inEnglish(drink.serving),
  })),
  bottles: telAvivMenus.bottles.map((category) => ({
    name: inEnglish(category.name),
    products: category.products.map((bottle) => ({ ...bottle, name: inEnglish(bottle.name), description: inEnglish(bottle.description) })),
  })),
};

/** The header's line, the menu's entries (the same pages, in the same order, as the Brooklyn demo's) and the search engines' words. */
export const telAvivSiteInEnglish: SiteWords = {
  title: 'Cocktails, DJs and bottle service in Florentin',
  menus: englishSite.menus,
  seo: {
    title: 'Velvet Room | Cocktails, DJs and Bottle Service in Tel Aviv',
    description:
      'Velvet Room is a cocktail bar and nightclub in Florentin, Tel Aviv: resident DJs, live music, bottle service, table reservations and private events.',
    keywords: 'nightclub, cocktail bar, bottle service, Tel Aviv, Florentin, DJ, live music, table reservations, private events',
  },
};
