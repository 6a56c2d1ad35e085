// The labels of the availability form's fields, in the guest's language: under each field, and in the alert that
// names the first one a submit refused (core's field names: `staffName`, `nights`, `nights[2].timeTo`, `notes`).
import type { NightRow } from '@venue/core/forms/staff-availability-form';
import * as m from '~messages/staff-availability';

/** The labels of a row's fields, numbered from 1 as the page shows them. */
export const nightLabels = (index: number): Readonly<Record<keyof NightRow, string>> => ({
  date: m.nightDate(index + 1),
  timeFrom: m.nightFrom(index + 1),
  timeTo: m.nightTo(index + 1),
});

const rowField = /^nights\[(\d+)\]\.(date|timeFrom|timeTo)$/;
const formLabels: Readonly<Record<string, string>> = { staffName: m.staffName, nights: m.nights, notes: m.notes };

export function staffFieldLabel(field: string): string | undefined {
  const row = rowField.exec(field);
  return row === null ? formLabels[field] : nightLabels(Number(row[1]))[row[2] as keyof NightRow];
}
