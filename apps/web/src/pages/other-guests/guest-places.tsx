// A place for each other guest the tickets admit: named ones show who, open ones wait. Before the machine
// runs (the server's render, hydration) the places show without their actions; then one opens at a time.
import { useEffect, useId, useRef, type ComponentType, type ReactNode } from 'react';
import { guestNumberOfPlace, placeAnchor } from '@venue/core/orders/guest-place-param';
import { filledCount, guestSlots } from '@venue/core/orders/guest-slots';
import type { AttendeeList } from '@venue/core/orders/ticket-booking.schema';
import buttons from '../../ui/button.module.css';
import alerts from '../../ui/form-alert.module.css';
import page from '../../ui/page.module.css';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { useFocusOn } from '../../ui/use-focus-on';
import { FailureNote } from '../../ui/form-bits';
import bits from '../../ui/form-bits.module.css';
import { GuestForm } from './guest-form';
import { OtherGuestsContext } from './other-guests-context';
import styles from './other-guests.module.css';
import { guestFailureText } from './guest-failure-text';
import * as m from '~messages/other-guests';

interface PlacesViewProps {
  readonly list: AttendeeList;
  readonly open: number | null;
  readonly loadingIndex: number | null;
  readonly onOpen?: (index: number) => void;
  readonly form?: ReactNode;
  readonly saved?: string | null;
  readonly failure?: string | null;
}

export function GuestPlaces({ list, PhoneField }: { readonly list: AttendeeList; readonly PhoneField?: ComponentType<PhoneFieldProps> }) {
  if (PhoneField === undefined) return <PlacesView list={list} open={null} loadingIndex={null} />;
  return <LivePlaces PhoneField={PhoneField} />;
}

function LivePlaces({ PhoneField }: { readonly PhoneField: ComponentType<PhoneFieldProps> }) {
  const actor = OtherGuestsContext.useActorRef();
  const list = OtherGuestsContext.useSelector((s) => s.context.list);
  const open = OtherGuestsContext.useSelector((s) => (s.matches('loadingGuest') ? null : (s.context.open?.index ?? null)));
  const loadingIndex = OtherGuestsContext.useSelector((s) => (s.matches('loadingGuest') ? (s.context.open?.index ?? null) : null));
  const saved = OtherGuestsContext.useSelector((s) => s.context.saved);
  const failure = OtherGuestsContext.useSelector((s) =>
    s.matches('browsing') && s.context.failure ? guestFailureText(s.context.failure) : null,
  );
  return (
    <PlacesView
      list={list}
      open={open}
      loadingIndex={loadingIndex}
      onOpen={(index) => actor.send({ type: 'guest.open', index })}
      form={<GuestForm PhoneField={PhoneField} />}
      saved={saved === null ? null : m.saved(saved)}
      failure={failure}
    />
  );
}

function PlacesView({ list, open, loadingIndex, onOpen, form, saved = null, failure = null }: PlacesViewProps) {
  const id = useId();
  const slots = guestSlots(list);
  const { filled, places } = filledCount(list);
  const notice = useRef<HTMLParagraphElement>(null);
  const placeButtons = useRef(new Map<number, HTMLButtonElement>());
  const lastOpen = useRef<number | null>(null);
  useFocusOn(notice, saved);
  // When a place closes without a save (cancel), focus goes back to its button rather than to the page.
  useEffect(() => {
    if (open === null && lastOpen.current !== null && saved === null) placeButtons.current.get(lastOpen.current)?.focus();
    lastOpen.current = open;
  }, [open, saved]);

  return (
    <section className={styles.guests} aria-labelledby={id}>
      <h2 id={id}>{m.yourGuests}</h2>
      {places === 0 ? <p>{m.onlyYou}</p> : <p role="status">{m.guestCount(list.guestsAllowed, filled, places)}</p>}
      {saved && (
        <p ref={notice} tabIndex={-1} className={bits.success}>
          {saved}
        </p>
      )}
      <FailureNote text={failure} />
      <ol className={page.grid}>
        {slots.map(({ index, attendee }) => {
          const label = m.guestNumber(guestNumberOfPlace(index));
          return (
            <li key={attendee?._id ?? `open-${index}`} id={placeAnchor(index)} className={styles.place}>
              <div className={styles.placeHead}>
                <h3>{label}</h3>
                <span className={attendee ? styles.named : styles.open}>{attendee ? m.named : m.notNamedYet}</span>
              </div>
              {open === index ? (
                form
              ) : (
                <>
                  {attendee && (
                    <dl className={styles.details}>
                      <dt>{m.name}</dt>
                      <dd>{attendee.name}</dd>
                      <dt>{m.email}</dt>
                      <dd>{attendee.email}</dd>
                      <dt>{m.phone}</dt>
                      <dd>{attendee.phoneNumber}</dd>
                    </dl>
                  )}
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) placeButtons.current.set(index, node);
                      else placeButtons.current.delete(index);
                    }}
                    className={attendee ? buttons.ghost : buttons.button}
                    disabled={onOpen === undefined || (open !== null && open !== index)}
                    aria-busy={loadingIndex === index}
                    onClick={() => onOpen?.(index)}
                  >
                    {loadingIndex === index && <span className={alerts.spinner} aria-hidden="true" />}
                    {attendee ? m.editDetails : m.addDetails}
                    <span className="visually-hidden">{m.ofPlace(label)}</span>
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
