// The date field of the bottle page and its guide: a native date picker from the venue's today on,
// whose text becomes a night only when core's rule accepts it (docs/product.md#bottle-service).
import { useState } from 'react';
import { isSelectableDate, type CalendarDate } from '@venue/core/booking/booking-choices';
import { isoDate, parseIsoDate } from '@venue/core/events/event-times';
import form from '../../ui/form-field.module.css';
import { errorIdOf, FieldErrorLine } from '../../ui/field-error-line';

/** Ours: a date the flow does not accept (the picker's own minimum usually prevents it). */
export const earlierDateText = 'Please choose today or a later date.';

/** The night the field's text names, when the flow would take it. */
export function selectableNight(text: string, today: CalendarDate): CalendarDate | null {
  const date = parseIsoDate(text);
  return date !== null && isSelectableDate(date, today) ? date : null;
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
  readonly today: CalendarDate;
  readonly field: NightField;
  /** The night the text names as the guest edits it, when the flow would take it. */
  readonly onNight?: (date: CalendarDate) => void;
  /** Judge the text when the guest leaves the field (not while the year is half typed). */
  readonly refuseOnBlur?: boolean;
  /** Marks the field the guide focuses when its step opens. */
  readonly autoFocusInGuide?: boolean;
}

export function NightDateInput({ id, today, field, onNight, refuseOnBlur = false, autoFocusInGuide = false }: NightDateInputProps) {
  const { text, refused } = field;
  return (
    <>
      <input
        id={id}
        type="date"
        className={form.input}
        min={isoDate(today)}
        value={text}
        data-autofocus={autoFocusInGuide || undefined}
        aria-invalid={refused}
        aria-describedby={refused ? errorIdOf(id) : undefined}
        onChange={(event) => {
          field.edit(event.target.value);
          const night = selectableNight(event.target.value, today);
          if (night) onNight?.(night);
        }}
        onBlur={() => refuseOnBlur && field.refuse(text !== '' && selectableNight(text, today) === null)}
      />
      {refused && <FieldErrorLine fieldId={id}>{earlierDateText}</FieldErrorLine>}
    </>
  );
}
