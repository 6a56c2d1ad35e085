import { plural } from '../plural-rules';
export const previousMonth = 'החודש הקודם';
export const nextMonth = 'החודש הבא';
export const calendarKeys = 'אפשר לעבור בין הימים עם מקשי החיצים, להחליף חודש עם Page Up ו־Page Down ולבחור יום עם Enter.';
export const noEventsThatDay = 'אין אירועים ביום הזה.';
export const dayWithEvents = (day: string, count: number): string =>
  count === 0
    ? `${day}, אין אירועים`
    : plural('he', count, { one: `${day}, אירוע אחד`, two: `${day}, שני אירועים`, other: `${day}, ${count} אירועים` });
