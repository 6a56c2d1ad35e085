// The night of the private event: the calendar, the start and end times and the guest count. Date, start and
// guests are core's booking choice machine (it checks the blocked periods); the end time is typed form state,
// offered only after the start (core's endTimeChoices).
import { useId } from 'react';
import {
  endsAfterStart,
  endTimeChoices,
  startTimeChoices,
  type BookingRequestField,
  type BookingRequestValues,
} from '@venue/core/booking/booking-request';
import form from '../../ui/form-field.module.css';
import { LabeledField } from '../../ui/form-bits';
import { formatTimeOfDay } from '../../ui/date-format';
import { SelectOptions } from '../../ui/select-options';
import { NightChoiceContext } from './booking-flow-context';
import { NightCalendar } from './night-calendar';
import styles from './booking.module.css';
import * as m from '~messages/booking';

interface NightFieldsProps {
  readonly values: BookingRequestValues;
  readonly onChange: (changes: Partial<BookingRequestValues>) => void;
  readonly errorOf: (field: BookingRequestField) => string | null;
  /** A field the guest changed is judged again at the next submit. */
  readonly onEdited: (field: BookingRequestField) => void;
}

export function NightFields({ values, onChange, errorOf, onEdited }: NightFieldsProps) {
  const actor = NightChoiceContext.useActorRef();
  const today = NightChoiceContext.useSelector((s) => s.context.today);
  const periods = NightChoiceContext.useSelector((s) => s.context.periods);
  const date = NightChoiceContext.useSelector((s) => s.context.date);
  const time = NightChoiceContext.useSelector((s) => s.context.time);
  const guests = NightChoiceContext.useSelector((s) => s.context.guests);
  const guestChoices = NightChoiceContext.useSelector((s) => s.context.guestChoices);
  const id = useId();

  const chooseStart = (start: string) => {
    actor.send({ type: 'guest.selectTime', time: start });
    onEdited('startTime');
    // An end the new start no longer allows is cleared, so the guest picks one that fits.
    if (values.endTime !== '' && !endsAfterStart(start, values.endTime)) onChange({ endTime: '' });
  };

  return (
    <div className={styles.night}>
      <NightCalendar
        id={`${id}-date`}
        today={today}
        periods={periods}
        chosen={date}
        name="eventDate"
        error={errorOf('eventDate')}
        onChoose={(day) => {
          actor.send({ type: 'guest.selectDate', date: day });
          onEdited('eventDate');
        }}
      />
      <div className={styles.times}>
        <LabeledField label={m.startTime} error={errorOf('startTime')}>
          {(control) => (
            <select {...control} name="startTime" className={form.input} value={time ?? ''} onChange={(e) => chooseStart(e.target.value)}>
              <SelectOptions placeholder={m.chooseStart} choices={startTimeChoices} label={formatTimeOfDay} />
            </select>
          )}
        </LabeledField>
        <LabeledField label={m.endTime} error={errorOf('endTime')} hint={m.endHint}>
          {(control) => (
            <select
              {...control}
              name="endTime"
              className={form.input}
              value={values.endTime}
              onChange={(e) => {
                onChange({ endTime: e.target.value });
                onEdited('endTime');
              }}
            >
              <SelectOptions placeholder={m.chooseEnd} choices={endTimeChoices(time)} label={formatTimeOfDay} />
            </select>
          )}
        </LabeledField>
        <LabeledField label={m.noOfGuests} error={errorOf('noOfGuests')}>
          {(control) => (
            <select
              {...control}
              name="noOfGuests"
              className={form.input}
              value={guests ?? ''}
              onChange={(e) => {
                actor.send({ type: 'guest.selectGuests', count: Number(e.target.value) });
                onEdited('noOfGuests');
              }}
            >
              <SelectOptions placeholder={m.guestsPlaceholder} choices={guestChoices} />
            </select>
          )}
        </LabeledField>
      </div>
    </div>
  );
}
