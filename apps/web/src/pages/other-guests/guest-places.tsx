// A place for each other guest the tickets admit: named ones show who, open ones wait. Before the machine
// runs (the server's render, hydration) the places show without their actions; then one opens at a time. A named
// place shows its e-mail and phone, and can be changed, only where the venue answered them: to that guest (their
// place's key) and to the buyer (the order secret); anyone else with the link sees the name (docs/product.md#other-guests).
import { useEffect, useId, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { guestNumberOfPlace, placeAnchor } from '@venue/core/orders/guest-place-param';
import { contactsShown, filledCount, guestSlots } from '@venue/core/orders/guest-slots';
import { noKeyPlaces, type KeyPlaces } from '@venue/core/orders/key-places';
import type { GuestAccess } from '@venue/core/orders/place-key';
import type { AttendeeList } from '@venue/core/orders/ticket-booking.schema';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
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
import { OwnLink } from './own-link';
import * as m from '~messages/other-guests';

interface PlacesViewProps {
  readonly list: AttendeeList;
  readonly access: GuestAccess;
  /** Which place each held key opens: known only once the page runs. */
  readonly keyPlaces: KeyPlaces;
  readonly open: number | null;
  readonly loadingIndex: number | null;
  readonly onOpen?: (index: number) => void;
  readonly form?: ReactNode;
  readonly saved?: string | null;
  readonly failure?: string | null;
}

export function GuestPlaces({
  list,
  access,
  PhoneField,
}: {
  readonly list: AttendeeList;
  readonly access: GuestAccess;
  readonly PhoneField?: ComponentType<PhoneFieldProps>;
}) {
  if (PhoneField === undefined) return <PlacesView list={list} access={access} keyPlaces={noKeyPlaces} open={null} loadingIndex={null} />;
  return <LivePlaces PhoneField={PhoneField} />;
}

function LivePlaces({ PhoneField }: { readonly PhoneField: ComponentType<PhoneFieldProps> }) {
  const actor = OtherGuestsContext.useActorRef();
  const list = OtherGuestsContext.useSelector((s) => s.context.list);
  const access = OtherGuestsContext.useSelector((s) => s.context.access);
  const keyPlaces = OtherGuestsContext.useSelector((s) => s.context.keyPlaces);
  const open = OtherGuestsContext.useSelector((s) => (s.matches('loadingGuest') ? null : (s.context.open?.index ?? null)));
  const loadingIndex = OtherGuestsContext.useSelector((s) => (s.matches('loadingGuest') ? (s.context.open?.index ?? null) : null));
  const saved = OtherGuestsContext.useSelector((s) => s.context.saved);
  const failure = OtherGuestsContext.useSelector((s) =>
    s.matches('browsing') && s.context.failure ? guestFailureText(s.context.failure) : null,
  );
  return (
    <PlacesView
      list={list}
      access={access}
      keyPlaces={keyPlaces}
      open={open}
      loadingIndex={loadingIndex}
      onOpen={(index) => actor.send({ type: 'guest.open', index })}
      form={<GuestForm PhoneField={PhoneField} />}
      saved={saved === null ? null : m.saved(saved)}
      failure={failure}
    />
  );
}

function PlacesView({ list, access, keyPlaces, open, loadingIndex, onOpen, form, saved = null, failure = null }: PlacesViewProps) {
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
      {places > 0 && <p>{m.privacyNote}</p>}
      {/* The buyer came with the order secret: the link to send is the page's own, without it. */}
      {places > 0 && access.secret !== null && (
        <p>
          {m.linkForGuestsIntro} <SiteLink to={pathTo('OtherGuests', { orderId: list.orderId })}>{m.linkForGuests}</SiteLink>
        </p>
      )}
      {saved && (
        <p ref={notice} tabIndex={-1} className={bits.success}>
          {saved}
        </p>
      )}
      <FailureNote text={failure} />
      <ol className={page.grid}>
        {slots.map(({ index, attendee }) => {
          const label = m.guestNumber(guestNumberOfPlace(index));
          const yours = contactsShown(attendee);
          const theirs = attendee !== null && !yours;
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
                      {yours && (
                        <>
                          <dt>{m.email}</dt>
                          <dd>{attendee.email}</dd>
                          <dt>{m.phone}</dt>
                          <dd>{attendee.phoneNumber}</dd>
                        </>
                      )}
                    </dl>
                  )}
                  {theirs ? (
                    <p className={styles.note}>{m.theirsToChange}</p>
                  ) : (
                    <PlaceButton
                      index={index}
                      label={label}
                      named={attendee !== null}
                      disabled={onOpen === undefined || (open !== null && open !== index)}
                      loading={loadingIndex === index}
                      onOpen={onOpen}
                      buttons={placeButtons}
                    />
                  )}
                  {/* The place's own link: the buyer sends it to that guest; a guest keeps it for another device. */}
                  {yours && (
                    <OwnLink
                      orderId={list.orderId}
                      index={index}
                      attendeeId={attendee._id}
                      name={attendee.name}
                      buyer={access.secret !== null}
                      keyPlaces={keyPlaces}
                    />
                  )}
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

interface PlaceButtonProps {
  readonly index: number;
  readonly label: string;
  readonly named: boolean;
  readonly disabled: boolean;
  readonly loading: boolean;
  readonly onOpen: ((index: number) => void) | undefined;
  /** Where each place's button is kept, so focus can go back to it. */
  readonly buttons: RefObject<Map<number, HTMLButtonElement>>;
}

function PlaceButton({ index, label, named, disabled, loading, onOpen, buttons: kept }: PlaceButtonProps) {
  return (
    <button
      type="button"
      ref={(node) => {
        if (node) kept.current.set(index, node);
        else kept.current.delete(index);
      }}
      className={named ? buttons.ghost : buttons.button}
      disabled={disabled}
      aria-busy={loading}
      onClick={() => onOpen?.(index)}
    >
      {loading && <span className={alerts.spinner} aria-hidden="true" />}
      {named ? m.editDetails : m.addDetails}
      <span className="visually-hidden">{m.ofPlace(label)}</span>
    </button>
  );
}
