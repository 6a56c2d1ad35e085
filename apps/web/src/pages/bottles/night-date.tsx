// The date field of the bottle page and its guide: a native date picker from the venue's today on,
// whose text becomes a night only when core's rule accepts it (docs/product.md#bottle-service): not
// before today, not on a weekday the venue is closed (docs/product.md#closed-days). A native picker
// cannot grey those out, so the field says them under it.
import { useState } from 'react';
import * as m from '~messages/bottles';
import { isSelectableDate } from '@venue/core/booking/booking-choices';
import { type CalendarDate } from '@venue/core/dates/calendar-date';
import { closedWeekdayNumbers, isClosedDay } from '@venue/core/booking/closed-days';
import { isBottleNight } from '@venue/core/bottles/bottle-flow.machine';
import { isoDate, parseIsoDate } from '@venue/core/events/event-times';
import type { WeekDay } from '@venue/core/session/venue-hours';
import form from '../../ui/form-field.module.css';
import formBits from '../../ui/form-bits.module.css';
import { errorIdOf, FieldErrorLine } from '../../ui/field-error-line';

/** The venue's today and closed weekdays: what decides the nights bottle service takes. */
export interface BottleNights {
  readonly today: CalendarDate;
  readonly closedDays: readonly WeekDay[];
}

/** The night the field's text names, when the flow would take it. */
export function selectableNight(text: string, nights: BottleNights): CalendarDate | null {
  const date = parseIsoDate(text);
  return date !== null && isBottleNight(nights, date) ? date : null;
}

/** The venue's closed weekdays in the guest's words, or null when it closes on none. */
function closedTextOf(closedDays: readonly WeekDay[]): string | null {
  const weekdays = closedWeekdayNumbers(closedDays);
  return weekdays.length === 0 ? null : m.closedOn(weekdays);
}
/** Why the text names no night the flow takes: the venue's closed days for one of them, else the earlier-date text. */
function refusalOf(text: string, nights: BottleNights): string {
  const date = parseIsoDate(text);
  const closed = date !== null && isSelectableDate(date, nights.today) && isClosedDay(nights.closedDays, date);
  return (closed && closedTextOf(nights.closedDays)) || m.earlierDate;
}

const nightText = (date: CalendarDate | null): string => (date ? isoDate(date) : '');

/** The field's text, following the flow's night when it changes elsewhere (the guide, a reload). */
export function useNightField(chosen: CalendarDate | null) {
  const chosenText = nightText(chosen);
  const [text, setText] = useState(chosenText);
  const [shown, setShown] = useState(chosenText);
  const [refused, setRefused] = useState(false);
  if (shown !== chosenText) {
    setShown(chosenText);
    setText(chosenText);
  }
  const edit = (next: string) => {
    setText(next);
    setRefused(false);
  };
  return { text, refused, edit, refuse: setRefused };
}

type NightField = ReturnType<typeof useNightField>;

interface NightDateInputProps {
  readonly id: string;
  readonly nights: BottleNights;
  readonly field: NightField;
  /** The night the text names as the guest edits it, when the flow would take it. */
  readonly onNight?: (date: CalendarDate) => void;
  /** Judge the text when the guest leaves the field (not while the year is half typed). */
  readonly refuseOnBlur?: boolean;
  /** Marks the field the guide focuses when its step opens. */
  readonly autoFocusInGuide?: boolean;
}

export function NightDateInput({ id, nights, field, onNight, refuseOnBlur = false, autoFocusInGuide = false }: NightDateInputProps) {
  const { text, refused } = field;
  const closedText = closedTextOf(nights.closedDays);
  const hintId = `${id}-closed`;
  const describedBy = [refused ? errorIdOf(id) : null, closedText !== null && !refused ? hintId : null].filter(Boolean).join(' ');
  return (
    <>
      <input
        id={id}
        type="date"
        className={form.input}
        min={isoDate(nights.today)}
        value={text}
        data-autofocus={autoFocusInGuide || undefined}
        aria-invalid={refused}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          field.edit(event.target.value);
          const night = selectableNight(event.target.value, nights);
          if (night) onNight?.(night);
        }}
        onBlur={() => refuseOnBlur && field.refuse(text !== '' && selectableNight(text, nights) === null)}
      />
      {refused ? (
        <FieldErrorLine fieldId={id}>{refusalOf(text, nights)}</FieldErrorLine>
      ) : (
        closedText !== null && (
          <p id={hintId} className={formBits.hint}>
            {closedText}
          </p>
        )
      )}
    </>
  );
}
