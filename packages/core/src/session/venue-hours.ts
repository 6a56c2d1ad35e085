// The venue's opening hours as GET general-info sends them (docs/product.md#venue-settings), read
// without the schema library, for the footer and the structured data.
export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof weekDays)[number];

/** The hours of one day, read through the day-named fields. */
export function hoursOf(
  hours: { readonly [D in WeekDay]?: object | undefined } | undefined,
  day: WeekDay,
): { dayOff: boolean; from: string | null; to: string | null } {
  const entry = hours?.[day] as ({ DayOff?: boolean | undefined } & Record<string, unknown>) | undefined;
  const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return { dayOff: entry?.DayOff === true, from: text(entry?.[`timeFrom${day}`]), to: text(entry?.[`timeTo${day}`]) };
}
