// /other-guests/{orderId} (old /AddPlusGuest/{id}), docs/product.md#other-guests: the order's tickets and a
// place for each other guest they admit, which the buyer names and corrects. Rendered on the server from the
// loader; core's other-guests machine starts in the browser once the phone input's chunk (and its rules) loaded.
// An address with `?guest=3` is drawn with that place's form open, from the server on. The buyer's address carries the
// order secret, a guest's own link their places' keys; the keys a guest's browser kept are read once the page runs.
import { useEffect, useId, useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { otherGuestsMachineWith } from '@venue/core/orders/other-guests-wiring';
import { keepPlaceKeys, keptPlaceKeys } from '@venue/core/orders/kept-place-keys';
import { heldPlaceKeys } from '@venue/core/orders/key-places';
import type { GuestAccess } from '@venue/core/orders/place-key';
import type { AttendeeList } from '@venue/core/orders/ticket-booking.schema';
import { deferredPhone } from '../../app/deferred-phone';
import { inspectOptions } from '../../app/inspect';
import { storage, ticketBooking } from '../../app/services';
import { OnwardLinks } from '../../ui/onward-links';
import page from '../../ui/page.module.css';
import panel from '../../ui/panel.module.css';
import { useLazyPhoneField } from '../../ui/use-lazy-phone-field';
import { formatEventDate } from '../../ui/format';
import { GuestPlaces } from './guest-places';
import { OtherGuestsContext } from './other-guests-context';
import { loadOtherGuests } from './other-guests-services';
import { OrderTickets } from './order-tickets';
import * as m from '~messages/other-guests';
import * as pm from '~messages/payment';
import { VenueText } from '../../ui/venue-text';

export const loader = loadOtherGuests;

const reportDecodeError = (error: unknown) => console.error('The venue answered the other-guests page in an unexpected shape', error);

export function Component() {
  const data = useLoaderData<typeof loader>();
  if (!data.found) return <UnknownOrder />;
  const { list, access, openAt, order, event, orderId } = data;
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.title}</h1>
        <p>
          {event
            ? m.ticketOrderFor(
                <strong key="order">
                  <bdi>{orderId}</bdi>
                </strong>,
                <VenueText key="event">{event.name}</VenueText>,
                formatEventDate(event.date),
              )
            : m.ticketOrder(
                <strong key="order">
                  <bdi>{orderId}</bdi>
                </strong>,
              )}
        </p>
        <p>{m.intro}</p>
      </header>
      {order && <OrderTickets order={order} />}
      <Guests key={`${orderId} ${openAt ?? ''}`} list={list} access={access} openAt={openAt} />
    </div>
  );
}

interface GuestsProps {
  readonly list: AttendeeList;
  readonly access: GuestAccess;
  readonly openAt: number | null;
}

function Guests({ list, access, openAt }: GuestsProps) {
  const logic = useMemo(() => otherGuestsMachineWith({ tickets: ticketBooking, phone: deferredPhone, reportDecodeError }), []);
  // The phone input's chunk brings the phone rules the machine reads, so the machine starts once it is in.
  const { PhoneField } = useLazyPhoneField();
  if (PhoneField === null) return <GuestPlaces list={list} access={access} />;
  return (
    <OtherGuestsContext.Provider logic={logic} options={{ ...inspectOptions(), input: { list, openAt, access } }}>
      <KeptPlaces orderId={list.orderId} />
      <GuestPlaces list={list} access={access} PhoneField={PhoneField} />
    </OtherGuestsContext.Provider>
  );
}

/**
 * The places' keys this browser keeps for the order: read once the machine runs (never while drawing), and each key
 * the machine holds (a place named here, a guest's own link), with its place where known, kept for the next visit
 * (docs/product.md#other-guests).
 */
function KeptPlaces({ orderId }: { readonly orderId: string }) {
  const actor = OtherGuestsContext.useActorRef();
  const keys = OtherGuestsContext.useSelector((s) => s.context.access.keys);
  const keyPlaces = OtherGuestsContext.useSelector((s) => s.context.keyPlaces);
  useEffect(() => {
    const kept = keptPlaceKeys(storage, orderId);
    if (kept.length > 0) actor.send({ type: 'guest.keysFound', keys: kept });
  }, [actor, orderId]);
  useEffect(() => {
    keepPlaceKeys(storage, orderId, heldPlaceKeys(keys, keyPlaces));
  }, [orderId, keys, keyPlaces]);
  return null;
}

function UnknownOrder() {
  const id = useId();
  return (
    <section className={panel.panel} aria-labelledby={id}>
      <h1 id={id}>{pm.unknownOrderTitle}</h1>
      <p>{pm.unknownOrderMessage}</p>
      <div className={panel.actions}>
        <OnwardLinks />
      </div>
    </section>
  );
}
