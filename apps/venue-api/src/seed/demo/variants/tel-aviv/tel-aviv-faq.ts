// The Tel Aviv variant's FAQ, in Hebrew (gender-neutral to the guest), complete enough for the chat bot to
// answer from. What states the venue's data is written from it, as the default demo's FAQ is (demo-faq.ts).
import { MAX_GUEST_COUNT } from '@venue/core/booking/booking-choices';
import { closedWeekdays } from '@venue/core/booking/closed-days';
import { giftCardAmountsOf } from '@venue/core/orders/gift-card-amounts';
import { coatCheckPrices } from '../../coat-check-prices';
import type { WeekDay } from '@venue/core/session/venue-hours';
import type { VenueSeedInput } from '../../../venue-seed.schema';
import { hourRuns } from '../../demo-faq';
import { clock24, moneyIn, weekdayName } from '../local-words';

type Hours = NonNullable<VenueSeedInput['generalInfo']['hours']>;
type Settings = VenueSeedInput['financialSettings'];

export const shekels = moneyIn('he-IL', 'ILS');
/** « שלישי », without « יום »: how a list of days reads. */
const day = (d: WeekDay) => weekdayName('he-IL', d).replace(/^יום /, '');

const andList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ו${items[items.length - 1]}`;

/** « שלישי ורביעי 21:00–03:00, חמישי ושישי 22:00–05:00, … » */
export function hebrewOpeningHours(hours: Hours): string {
  const days = (list: readonly WeekDay[]) => {
    const first = list[0];
    const last = list[list.length - 1];
    if (first === undefined || last === undefined) return '';
    return list.length <= 2 ? andList(list.map(day)) : `${day(first)} עד ${day(last)}`;
  };
  return hourRuns(hours)
    .map(({ days: list, from, to }) => `${days(list)} ${clock24(from)}–${clock24(to)}`)
    .join(', ');
}

/** « בימי ראשון ושני המועדון סגור. », or nothing when it opens every day. */
function closedText(hours: Hours): string {
  // The Israeli week starts on Sunday.
  const sundayFirst = (d: WeekDay) => (d === 'Sunday' ? 0 : 1);
  const closed = [...closedWeekdays(hours)].sort((a, b) => sundayFirst(a) - sundayFirst(b)).map(day);
  if (closed.length === 0) return '';
  return closed.length === 1 ? ` ביום ${closed[0]} המועדון סגור.` : ` בימי ${andList(closed)} המועדון סגור.`;
}

export function telAvivFaq(hours: Hours, settings: Settings): VenueSeedInput['faqItems'][number][] {
  const minimum = settings.bottlesMinimum ?? 0;
  const guests = `${settings.minGuestCount ?? 1} עד ${MAX_GUEST_COUNT}`;
  const discount = settings.bottlesDiscount ?? 0;
  const giftCards = giftCardAmountsOf(settings);
  const coatCheck = coatCheckPrices(settings, 'ILS');
  const service = settings.serviceCharge ?? 0;
  const tax = settings.tax ?? 0;
  const closedAfter = closedText(hours);
  const deposit = settings.bookingDepositAmount;
  const charges =
    tax === 0
      ? `המחירים כוללים מע״מ.${service > 0 ? ` דמי שירות של ${service}% מתווספים בתשלום.` : ''}`
      : `מע״מ (${tax}%)${service > 0 ? ` ודמי שירות (${service}%)` : ''} מתווספים בתשלום.`;
  const faq: ReadonlyArray<[string, string, string]> = [
    ['ביקור במועדון', 'מה שעות הפתיחה?', `<p>${hebrewOpeningHours(hours)}.${closedAfter} בעמוד האירועים אפשר לראות מה קורה בכל ערב.</p>`],
    [
      'ביקור במועדון',
      'איפה אתם ואיך מגיעים?',
      '<p>Velvet Room נמצא ב<strong>רחוב הרצל 120, תל אביב-יפו</strong>, בלב פלורנטין, חמש דקות הליכה מתחנת הרכבת הקלה אליפלט. החנייה ברחוב מוגבלת; יש חניון בתשלום ברחוב וולפסון.</p>',
    ],
    [
      'ביקור במועדון',
      'מה גיל הכניסה?',
      '<p>הכניסה מגיל <strong>18 ומעלה</strong>, עם תעודה מזהה בתוקף (תעודת זהות, דרכון או רישיון נהיגה). הערבים בלאונג׳ פתוחים לכל הגילאים: מתחת לגיל 18 מגיעים בליווי מבוגר ולא מקבלים אלכוהול. בכל עמוד אירוע מופיע גיל הכניסה.</p>',
    ],
    [
      'ביקור במועדון',
      'יש קוד לבוש?',
      '<p>קז׳ואל אלגנטי: בלי בגדי ספורט, כפכפים או גופיות כדורסל. במסיבות נושא קוד הלבוש מופיע בעמוד האירוע. ההחלטה הסופית בכניסה היא של הסלקטור.</p>',
    ],
    [
      'ביקור במועדון',
      'יש מלתחה?',
      `<p>כן, המלתחה פתוחה בכל ערב מפתיחת הדלתות ועד חצי שעה אחרי הסגירה: ${shekels(coatCheck[0])} למעיל או לתיק, ${shekels(coatCheck[1])} למטרייה, ${shekels(coatCheck[2])} לכל פריט אחר. כדי לדלג על התור אפשר להפקיד לבד בעמדה שליד הכניסה.</p>`,
    ],
    [
      'ביקור במועדון',
      'איבדתי משהו, מה עושים?',
      '<p>כתבו לנו דרך עמוד יצירת הקשר או בצ׳אט, עם תיאור של הפריט והערב שבו הייתם אצלנו. אנחנו שומרים אבידות 30 יום.</p>',
    ],
    [
      'ביקור במועדון',
      'המקום נגיש?',
      '<p>האולם הראשי, הלאונג׳ והשירותים בלי מדרגות, ויש שירותי נכים בקומת הקרקע. לגג, המקורה ומחומם מאוקטובר עד אפריל, עולים במעלית. ספרו לנו מראש ונשמור לכם שולחן ליד הכניסה.</p>',
    ],
    [
      'כרטיסים',
      'איך קונים כרטיסים ואפשר לקבל החזר?',
      '<p>קונים בעמוד האירוע: בוחרים סוג כרטיס וכמות ומשלמים באתר. <strong>אין החזרים</strong> על כרטיסים, אבל אפשר להעביר אותם לחברים: רושמים בהזמנה את השם של כל אחד, וכל אחד מקבל קוד כניסה משלו.</p>',
    ],
    [
      'כרטיסים',
      'מה ההבדל בין כניסה כללית, VIP ושולחן?',
      '<p><strong>כניסה כללית</strong> מכניסה לכל הלילה. <strong>VIP</strong> מוסיף כניסה מהירה, את יציע ה-VIP ומשקה קבלת פנים. <strong>שולחן ל-4</strong> שומר שולחן לארבעה אורחים עם בקבוק פרוסקו. כרטיסי <strong>כניסה מוקדמת</strong> זולים יותר, תקפים לשעה הראשונה מפתיחת הדלתות ונגמרים ראשונים.</p>',
    ],
    [
      'כרטיסים',
      'אפשר לשלם בכניסה?',
      `<p>כן, כל עוד לא נגמרו הכרטיסים. בכניסה המחיר בדרך כלל גבוה ב-${shekels(20)} עד ${shekels(40)} מהמחיר באתר, אז כדאי לקנות מראש.</p>`,
    ],
    [
      'שירות בקבוקים',
      'איך עובד שירות הבקבוקים?',
      `<p>בעמוד שירות הבקבוקים בוחרים מספר אורחים, תאריך ושעת הגעה, ואז את הבקבוקים. לכל שולחן יש <strong>מינימום הזמנה לשולחן של ${shekels(minimum)} לאורח</strong>. מיקסרים, מיצים, קרח ומארח צמוד כלולים.${closedAfter}</p>`,
    ],
    [
      'שירות בקבוקים',
      'המחירים כוללים מע״מ ושירות?',
      `<p>${charges} ${discount > 0 ? `כל הזמנת בקבוקים מקבלת <strong>${discount}% הנחה</strong> על מחיר הבקבוקים, שמופיעה בתשלום. ` : ''}יש לכם קוד יחצ״ן? הזינו בתשלום את שם האינסטגרם של היחצ״ן לקבלת הנחה נוספת.</p>`,
    ],
    [
      'שירות בקבוקים',
      'אפשר לבטל או לשנות הזמנת בקבוקים?',
      '<p>כתבו לנו בצ׳אט או השיבו למייל האישור לפחות 48 שעות לפני שעת ההגעה, ונשנה או נבטל את ההזמנה.</p>',
    ],
    [
      'הזמנות ואירועים',
      'אפשר להזמין שולחן בלי שירות בקבוקים?',
      `<p>כן, בעמוד ההזמנות אפשר לשמור שולחן לשתייה, ל-${guests} אורחים, בכל ערב שבו אנחנו פתוחים. השולחן נשמר רבע שעה אחרי השעה שהוזמנה.</p>`,
    ],
    [
      'הזמנות ואירועים',
      'אפשר לסגור את המועדון לאירוע פרטי?',
      `<p>כן, אפשר לסגור את כל המועדון לימי הולדת, אירועי חברה וחתונות, בכל ערב, גם בערבים שבהם אנחנו סגורים לקהל. ההזמנה בעמוד הזמנת המקום, ל-${guests} אורחים (לקבוצה גדולה יותר כתבו לנו בצ׳אט); צוות האירועים עונה תוך יום עסקים.${deposit ? ` מקדמה של ${shekels(deposit)}, בתשלום באתר, שומרת לכם את התאריך.` : ''} חלק מהתאריכים כבר תפוסים באירועים פרטיים.</p>`,
    ],
    [
      'אוכל וכרטיסי מתנה',
      'יש משלוחי אוכל?',
      '<p>כן, המטבח שלנו שולח עד 5 ק״מ מהמועדון, שלישי עד שבת, 19:00–01:00. מזמינים בעמוד המשלוחים; מנות שלא מחזיקות בדרך מוגשות רק במקום.</p>',
    ],
    [
      'אוכל וכרטיסי מתנה',
      'יש כרטיסי מתנה?',
      `<p>כרטיסי מתנה בסכום של ${shekels(giftCards.min)} עד ${shekels(giftCards.max)} נקנים בעמוד כרטיסי המתנה; אנחנו שולחים את הכרטיס למייל של מי שמקבל אותו. הכרטיס בתוקף לשנתיים.</p>`,
    ],
    ['אוכל וכרטיסי מתנה', 'אילו אמצעי תשלום אתם מקבלים?', '<p>כל כרטיסי האשראי והחיוב, Apple Pay ו-Google Pay. אין תשלום במזומן.</p>'],
  ];
  return faq.map(([category, question, answer], i) => ({ _id: `faq-${i + 1}`, question, answer, category }));
}
