// The Tel Aviv variant's home page, gallery, talents and job offers, in Hebrew (docs/seed-format.md#local-variants-of-the-demo).
import type { VenueSeedInput } from '../../../venue-seed.schema';
import type { GalleryWords } from '../../demo-gallery';
import type { HomeContent } from '../../demo-home';
import { talentsSaying, type TalentContent } from '../../demo-talents';
import { shekels } from './tel-aviv-faq';

export const telAvivHome: HomeContent = {
  language: 'he-IL',
  sliders: [
    {
      title: 'ברוכים הבאים ל-Velvet Room',
      subtitle: 'קוקטיילים, תקליטנים והופעות חיות בפלורנטין',
      art: ['Velvet Room', 'תל אביב'],
      buttonLabel: 'לכל האירועים',
      link: '/events',
    },
    {
      title: 'שירות בקבוקים',
      subtitle: 'השולחן שלכם, הבקבוקים שלכם, הלילה שלכם',
      art: ['שירות בקבוקים', 'שומרים לכם שולחן'],
      buttonLabel: 'להזמנת בקבוקים',
      link: '/bottles',
    },
    {
      title: 'אירועים פרטיים',
      subtitle: 'ימי הולדת, השקות וחתונות: כל המועדון, בכל ערב בשבוע',
      art: ['אירועים פרטיים', 'הזמנת המקום'],
      buttonLabel: 'להזמנת המקום',
      link: '/booking',
    },
  ],
  popup: {
    content: (night, doors, tickets) => `<p>הלילה הגדול של העונה: <strong>${night}</strong>, פתיחת דלתות ב-${doors}. ${tickets}</p>`,
    free: 'הכניסה חופשית.',
    soldOut: 'הכרטיסים אזלו.',
    ticketsFrom: (price) => `כרטיסים החל מ-${shekels(price)}.`,
    art: ['נשף המסכות', 'הכרטיסים במכירה'],
    buttonLabel: 'לרכישת כרטיסים',
  },
  promotions: [
    {
      id: 'promo-happy-hour',
      title: 'הפי האוור: 1+1 על קוקטיילים',
      summary: 'בימי שלישי ורביעי, 21:00–22:30, קוקטיילי הבית ב-1+1.',
      art: ['הפי האוור', '1+1 על קוקטיילים'],
      days: [-10, 50],
      campaign: {
        title: 'הפי האוור',
        body: '<p>שני קוקטיילי בית במחיר של אחד, בימי שלישי ורביעי, 21:00–22:30.</p><p>מראים את העמוד הזה בבר.</p>',
      },
    },
    {
      id: 'promo-birthday',
      title: 'יום הולדת? הבקבוק עלינו',
      summary: 'חוגגים יום הולדת בשירות בקבוקים לשישה ומעלה? בקבוק פרוסקו עלינו.',
      art: ['יום הולדת', 'הבקבוק עלינו'],
      days: [-30, 90],
      campaign: {
        title: 'בקבוק יום ההולדת עלינו',
        body: '<p>מזמינים שירות בקבוקים לשישה אורחים ומעלה בשבוע של יום ההולדת, והפרוסקו עלינו.</p><p><a href="/bottles" target="_top">להזמנת שולחן</a></p>',
      },
    },
  ],
  venueReviews: [
    ['נועה ל.', 5, 'הערב הכי טוב שהיה לי בתל אביב. הסאונד מטורף והצוות דאג שיום ההולדת שלי ירגיש מיוחד.'],
    ['איתי ד.', 5, 'שירות הבקבוקים היה מושלם: המארח שלנו דאג לשולחן כל הלילה.'],
    ['מאיה ר.', 4, 'קוקטיילים מעולים ומוזיקה טובה, קצת צפוף אחרי חצות בחמישי.'],
    ['עומר ח.', 5, 'הג׳אז של שלישי הוא פנינה. אווירה מקסימה.'],
    ['שירה ס.', 5, 'סגרנו את הגג לאירוע החברה שלנו והכול היה מושלם.'],
    ['יונתן ב.', 3, 'ערב כיפי, אבל התור למלתחה בסגירה היה ארוך.'],
    ['אלה ו.', 4, 'הלילה האפרו היה מדהים, DJ Kairo אלוף.'],
    ['דניאל א.', 5, 'סלקטור נחמד, מחירים הוגנים לאזור וקהל מעולה.'],
  ],
  eventReviews: [
    ['נדיה פ.', 5, 'איזה לילה! כבר קניתי כרטיסים לבא.'],
    ['ליאו מ.', 4, 'מוזיקה מעולה, התור לבר יכול היה להיות מהיר יותר.'],
  ],
  talentReviews: [
    ['רוני פ.', 5, 'הסט הכי טוב ששמעתי השנה.'],
    ['גיא ו.', 5, 'איזה כלי נשיפה! תביאו אותם כל חמישי.'],
  ],
  blockNotes: {
    party: '<p>מסיבה פרטית מ-22:00 עד 02:00: אין הזמנות בשעות האלה.</p>',
    wedding: '<p>סגור לחתונה. נשמח לראות אתכם בערב שאחרי.</p>',
    corporate: '<p>תחילת הערב שמורה לאירוע חברה; השולחנות פנויים אחרי האירוע.</p>',
    maintenance: '<p>סגור לעבודות תחזוקה.</p>',
  },
};

export const telAvivGallery: GalleryWords = {
  rooms: ['האולם הראשי', 'הלאונג׳', 'הגג', 'המרתף', 'הבר', 'הכניסה', 'יציע ה-VIP', 'עמדת התקליטן'],
  roomCaption: (room) => `${room} ב-Velvet Room`,
  videos: [
    ['חמישי בלילה ב-Velvet Room', 'חמישי בלילה'],
    ['סיכום עונת הגג', 'עונת הגג'],
    ['מאחורי הבר: הנגרוני של הבית', 'מאחורי הבר'],
  ],
  videoArt: 'וידאו',
  socialCaption: (n) => `מעמוד הפייסבוק שלנו, מס׳ ${n}`,
  albumCaption: (n, name) => `${name}, תמונה ${n}`,
};

export const telAvivTalents: TalentContent = {
  sketches: talentsSaying({
    'talent-dj-nova': {
      talentType: 'תקליטנית',
      musicStyle: 'דיפ האוס, טכנו מלודי',
      bio: 'התקליטנית הקבועה שלנו מהיום הראשון. נובה בונה סטים ארוכים ומהפנטים שמתחילים עמוק ונגמרים בזריחה. ניגנה במחסנים בברוקלין, במסיבות חוף בטולום ובמרתפים בברלין.',
    },
    'talent-kairo': {
      talentType: 'תקליטן',
      musicStyle: 'אפרוביטס, אמפיאנו, דאנסהול',
      bio: 'קאירו מביא את לאגוס ויוהנסבורג לפלורנטין: תופים, ווקאלים גדולים ורחבה שלא מפסיקה לזוז. הוא המארח של הלילות האפרו שלנו.',
    },
    'talent-midnight-echoes': {
      talentType: 'להקה חיה',
      musicStyle: 'סול, פאנק, קאברים של מוטאון',
      bio: 'שבעה נגנים עם חטיבת כלי נשיפה: הם מנגנים את קלאסיקות הסול והפאנק שכולם מכירים, ועוד כמה שירים מקוריים. הרחבה מתמלאת כבר בשיר השני.',
    },
    'talent-lila-moreno': {
      talentType: 'זמרת',
      musicStyle: 'ג׳אז, בוסה נובה, ניאו-סול',
      bio: 'לילה שרה סטנדרטים של ג׳אז ובוסה נובה באנגלית, בספרדית ובפורטוגזית. ערבי שלישי שלה הם הערבים הכי רגועים ואלגנטיים בשבוע.',
    },
    'talent-rhyme-theory': {
      talentType: 'MC',
      musicStyle: 'היפ-הופ, R&B',
      bio: 'מנחה, מקפיץ ופריסטיילר: Rhyme Theory שומר על האנרגיה בהיפ-הופ של חמישי ומריץ את הבמה הפתוחה לראפ בימי רביעי.',
    },
    'talent-marcus-vale': {
      talentType: 'סקסופוניסט',
      musicStyle: 'סקסופון חי על האוס',
      bio: 'מרקוס מנגן סקסופון חי מעל הסט של התקליטן, האהוב על הקהל במוצאי שבת. הוא גם מוביל טריו ג׳אז לאירועים פרטיים.',
    },
  }),
  liveCaption: (n) => `בהופעה ב-Velvet Room, מס׳ ${n}`,
  styleLine: (style) => `<strong>סגנון:</strong> ${style}.`,
};

export const telAvivJobPositions: NonNullable<VenueSeedInput['jobPositions']> = [
  { _id: 'job-bartender', title: 'ברמן/ית', description: 'משמרות ערב, רביעי עד שבת. ניסיון בקוקטיילים וראש שקט בשעות העומס.' },
  { _id: 'job-floor-host', title: 'מארח/ת', description: 'קבלת אורחים, ניהול רשימת השולחנות ושמירה על זרימה ברחבה. סופי שבוע.' },
  {
    _id: 'job-sound-tech',
    title: 'טכנאי/ת סאונד',
    description: 'הקמה והפעלה של הסאונד להופעות ולתקליטנים. לפעמים גם בדיקות סאונד אחר הצהריים.',
  },
];
