import { plural } from '../plural-rules';

export const pageTitle = 'שירות בקבוקים';

export const reserveTable = 'הזמנת שולחן';
export const howManyGuests = 'כמה אורחים?';
export const whichNight = 'באיזה ערב?';
export const arrivalTimeQuestion = 'באיזו שעה מגיעים?';
export const closeGuide = 'סגירת המדריך';
export const stepOf = (step: number, count: number): string => `שלב ${step} מתוך ${count}`;
export const guideIntro = 'ספרו לנו כמה תהיו, באיזה ערב ומתי תגיעו, ואז בחרו בקבוקים. לכל שולחן יש מינימום הזמנה לאורח.';
export const startHere = 'מתחילים כאן';
export const guestsHint = 'אורחים';
export const continueLabel = 'המשך';

export const yourTable = 'השולחן שלכם';
export const guestsLabel = 'מספר אורחים';
export const guestsPlaceholder = 'אורחים';
export const dateLabel = 'תאריך';
export const timeLabel = 'שעה';
export const arrivalTimePlaceholder = 'שעת הגעה';
export const earlierDate = 'יש לבחור את היום או תאריך מאוחר יותר.';

export const noBottles = 'אין כרגע בקבוקים זמינים. נשמח לראותכם בקרוב.';
export const bottleCount = (count: number): string =>
  plural('he', count, { one: 'בקבוק אחד', two: 'שני בקבוקים', other: `${count} בקבוקים` });
export const total = 'סה״כ';
export const remainingMinimum = 'נותר למינימום';
export const tableMinimum = 'מינימום הזמנה לשולחן';
export const checkOut = 'לתשלום';
export const allInEstimate = <T>(amount: T, tax: boolean, service: boolean, discountRate: string | null): (string | T)[] => {
  const parts = [...(tax ? ['מע״מ'] : []), ...(service ? ['שירות'] : []), ...(discountRate === null ? [] : [`${discountRate} הנחה`])];
  const listed =
    parts.length <= 1
      ? (parts[0] ?? '')
      : `${parts.slice(0, -1).join(', ')} ${/^\d/.test(parts.at(-1) ?? '') ? 'ו־' : 'ו'}${parts.at(-1) ?? ''}`;
  return ['כ־', amount, ` כולל ${listed}`];
};

export const warningTitle = 'לפני התשלום';
export const ok = 'אישור';
export const missingSelection = 'יש לבחור תאריך, שעה ומספר אורחים.';
export const minimumCharge =
  'כדי להשלים את ההזמנה יש להגיע למינימום ההזמנה לשולחן. לוחצים על הכפתור (+) ליד הבקבוקים הרצויים, ואז על ״לתשלום״.';

const closedDays = ['בימי ראשון', 'בימי שני', 'בימי שלישי', 'בימי רביעי', 'בימי חמישי', 'בימי שישי', 'בשבתות'];
export const closedOn = (weekdays: readonly number[]): string => {
  const days = weekdays.map((day) => closedDays[day] ?? '');
  const list = days.length < 2 ? (days[0] ?? '') : `${days.slice(0, -1).join(', ')} ו${days[days.length - 1] ?? ''}`;
  return `המקום סגור ${list}.`;
};
