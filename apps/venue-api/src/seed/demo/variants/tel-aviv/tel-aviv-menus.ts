// The Tel Aviv variant's menus and bottle list, in Hebrew and shekels, under the default demo's ids.
import type { MenuContent } from '../../demo-menus';

export const telAvivMenus: MenuContent = {
  foods: [
    { id: 'truffle-fries', name: 'צ׳יפס כמהין', category: 'לחלוק', description: 'צ׳יפס בחיתוך ביתי, שמן כמהין, פרמזן, עירית.', price: 42, tags: ['vegetarian'], deliverable: true },
    { id: 'crispy-calamari', name: 'קלמרי פריך', category: 'ראשונות', description: 'איולי לימון וצ׳ילי כבוש.', price: 58, tags: [], deliverable: true },
    { id: 'burrata-heirloom-tomatoes', name: 'בורטה ועגבניות שרי', category: 'ראשונות', description: 'שמן בזיליקום, בלסמי מיושן, מחמצת קלויה.', price: 64.9, tags: ['vegetarian'], deliverable: false },
    { id: 'velvet-sliders', name: 'מיני המבורגרים של הבית', category: 'לחלוק', description: 'שלושה מיני המבורגרים מבשר וואגיו, צ׳דר מעושן, ריבת בצל.', price: 78, tags: [], deliverable: true },
    { id: 'korean-fried-chicken-wings', name: 'כנפיים קוריאניות', category: 'לחלוק', description: 'גלייז גוצ׳וג׳אנג, שומשום, צנונית כבושה.', price: 62, tags: ['spicy'], deliverable: true },
    { id: 'mezze-board', name: 'מגש מזטים', category: 'לחלוק', description: 'חומוס, באבא גנוש, פלאפל, פיתה חמה.', price: 68, tags: ['vegan'], deliverable: true },
    { id: 'street-tacos', name: 'טאקו רחוב', category: 'עיקריות', description: 'שלושה טאקו: אסאדו, פרגית על האש או פטריות.', price: 72, tags: ['gluten-free'], deliverable: true },
    { id: 'grilled-salmon-bowl', name: 'קערת סלמון צלוי', category: 'עיקריות', description: 'אורז יסמין, אבוקדו, אדממה, רוטב מיסו.', price: 89, tags: ['gluten-free'], deliverable: true },
    { id: 'smash-burger', name: 'סמאש בורגר', category: 'עיקריות', description: 'קציצה כפולה, גבינה אמריקאית, חמוצים של הבית, צ׳יפס.', price: 74, tags: [], deliverable: true },
    { id: 'churros', name: 'צ׳ורוס', category: 'קינוחים', description: 'סוכר קינמון, רוטב שוקולד מריר.', price: 38, tags: ['vegetarian'], deliverable: true },
    { id: 'chocolate-lava-cake', name: 'סופלה שוקולד', category: 'קינוחים', description: 'גלידת וניל.', price: 44.9, tags: ['vegetarian'], deliverable: false },
  ],
  drinks: [
    { id: 'velvet-negroni', name: 'נגרוני הבית', category: 'קוקטיילי הבית', description: 'ג׳ין, קמפרי, ורמוט אדום, גרעיני קקאו.', price: 58, serving: 'כוס', pictured: true },
    { id: 'midnight-espresso-martini', name: 'אספרסו מרטיני של חצות', category: 'קוקטיילי הבית', description: 'וודקה, קולד ברו, ליקר קפה, וניל.', price: 58, serving: 'כוס', pictured: true },
    { id: 'rooftop-spritz', name: 'שפריץ הגג', category: 'קוקטיילי הבית', description: 'אפרול, פרוסקו, תפוז דם, סודה.', price: 52, serving: 'כוס', pictured: true },
    { id: 'smoke-honey', name: 'עשן ודבש', category: 'קוקטיילי הבית', description: 'מסקל, דבש, ליים, מלח מעושן.', price: 62, serving: 'כוס', pictured: true },
    { id: 'brooklyn-lager', name: 'לאגר תל אביבי', category: 'בירה', description: 'לאגר ענברי מבשלה מקומית.', price: 34, serving: 'חצי ליטר', pictured: false },
    { id: 'hazy-ipa', name: 'IPA עכור', category: 'בירה', description: 'כשות הדרים ופירות טרופיים.', price: 38, serving: 'חצי ליטר', pictured: false },
    { id: 'prosecco', name: 'פרוסקו', category: 'יין', description: 'ונטו, איטליה. רענן ופרחוני.', price: 42, serving: 'כוס', pictured: false },
    { id: 'pinot-noir', name: 'פינו נואר', category: 'יין', description: 'יקב מהגליל העליון.', price: 48, serving: 'כוס', pictured: false },
    { id: 'sauvignon-blanc', name: 'סוביניון בלאן', category: 'יין', description: 'רמת הגולן, מינרלי ורענן.', price: 44, serving: 'כוס', pictured: false },
    { id: 'casamigos-blanco', name: 'Casamigos Blanco', category: 'אלכוהול', description: 'נקי או עם קרח.', price: 52, serving: 'צ׳ייסר', pictured: false },
    { id: 'macallan-12', name: 'מקאלן 12', category: 'אלכוהול', description: 'סינגל מאלט, חבית שרי.', price: 68, serving: 'צ׳ייסר', pictured: false },
    { id: 'garden-cooler', name: 'צינת הגינה', category: 'בלי אלכוהול', description: 'מלפפון, נענע, ליים, טוניק.', price: 32, serving: null, pictured: false },
    { id: 'virgin-mule', name: 'מיול בלי אלכוהול', category: 'בלי אלכוהול', description: 'ג׳ינג׳ר בירה, ליים.', price: 28, serving: null, pictured: false },
  ],
  bottles: [
    {
      name: 'שמפניה',
      products: [
        { id: 'mo-t-chandon-imp-rial', name: 'Moët & Chandon Impérial', price: 990, description: 'ברוט, 750 מ״ל. תפוח ירוק ובריוש.' },
        { id: 'veuve-clicquot-yellow-label', name: 'Veuve Clicquot', price: 1100, description: 'ברוט, 750 מ״ל. עשיר וקלוי.' },
        { id: 'dom-p-rignon-vintage', name: 'Dom Pérignon Vintage', price: 2600, description: 'ברוט בציר, 750 מ״ל.' },
        { id: 'ace-of-spades-gold', name: 'Armand de Brignac', price: 0, description: 'ברוט, 750 מ״ל. המחיר לפי בקשה.' },
      ],
    },
    {
      name: 'וודקה',
      products: [
        { id: 'grey-goose', name: 'Grey Goose', price: 1200, description: 'ליטר, עם מיקסרים ומיצים.' },
        { id: 'belvedere', name: 'Belvedere', price: 1150, description: 'ליטר, עם מיקסרים ומיצים.' },
        { id: 'tito-s-handmade', name: 'Tito’s', price: 949.9, description: 'ליטר, עם מיקסרים ומיצים.' },
        { id: 'beluga-gold-line', name: 'Beluga', price: null, description: 'ליטר. בקרוב.' },
      ],
    },
    {
      name: 'טקילה',
      products: [
        { id: 'casamigos-blanco', name: 'Casamigos Blanco', price: 1300, description: '750 מ״ל, עם ליים ומלח.' },
        { id: 'don-julio-1942', name: 'Don Julio 1942', price: 2200, description: 'אנייחו, 750 מ״ל.' },
        { id: 'patr-n-silver', name: 'Patrón Silver', price: 1250, description: '750 מ״ל, עם ליים ומלח.' },
        { id: 'clase-azul-reposado', name: 'Clase Azul Reposado', price: 0, description: '750 מ״ל. המחיר לפי בקשה.' },
      ],
    },
    {
      name: 'וויסקי',
      products: [
        { id: 'jameson', name: 'Jameson', price: 990, description: 'וויסקי אירי, ליטר.' },
        { id: 'johnnie-walker-black-label', name: 'Johnnie Walker', price: 1200, description: 'בלנד סקוטי, ליטר.' },
        { id: 'macallan-12-double-cask', name: 'Macallan 12', price: 1800, description: 'סינגל מאלט, 750 מ״ל.' },
      ],
    },
    // Every bottle unpriced: the whole category stays hidden on the site.
    {
      name: 'קוניאק',
      products: [
        { id: 'hennessy-xo', name: 'Hennessy XO', price: null, description: '700 מ״ל. בקרוב.' },
        { id: 'r-my-martin-louis-xiii', name: 'Rémy Martin Louis XIII', price: 0, description: '700 מ״ל. בתיאום מראש בלבד.' },
      ],
    },
  ],
};
