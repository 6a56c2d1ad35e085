// The guest's details for the chosen night (docs/product.md#reservations-and-venue-booking): core's rules on
// submit (the first invalid field focused, core's alert), then the order flow's events for that moment (a
// submit, a retry, a fresh try); busy, it sends nothing more. Once the venue created and answered the
// reservation, the page leaves for its checkout.
import { useEffect, useMemo, useState } from 'react';
import type { BookingChoice } from '@venue/core/booking/booking-choice.machine';
import { formatDate } from '@venue/core/dates/date-text';
import type { ReservationFormValues } from '@venue/core/booking/reservation-form';
import { createdReservationPath } from '@venue/core/booking/reservation-paths';
import { orderFlowWith } from '@venue/core/orders/order-flow-wiring';
import { inspectOptions } from '../../app/inspect';
import { randomId } from '../../app/random-id';
import { orders } from '../../app/services';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import buttons from '../../ui/button.module.css';
import { PhoneForm } from '../../ui/form-page-frame';
import { DetailsForm } from './details-form';
import { ReservationOrderContext } from './reservation-order-context';
import { ReservationStepsContext } from './reservation-steps-context';
import styles from './reservations.module.css';
import * as m from '~messages/reservations';

const reportDecodeError = (step: string, error: unknown) =>
  console.error(`The venue answered the reservation ${step} step in an unexpected shape`, error);

interface ReservationDetailsProps {
  readonly choice: BookingChoice;
  readonly values: ReservationFormValues;
  readonly onChange: (values: ReservationFormValues) => void;
}

export function ReservationDetails({ choice, values, onChange }: ReservationDetailsProps) {
  const steps = ReservationStepsContext.useActorRef();
  const logic = useMemo(() => orderFlowWith({ orders, reportDecodeError }), []);
  // A fresh seed each time the details open: the idempotency keys of this night's reservation.
  const [seed] = useState(randomId);
  return (
    <div className={styles.stack}>
      <div className={styles.chosenNight}>
        <p>
          {m.chosenNight(formatDate(choice.date), choice.time, choice.guests, (text) => (
            <strong key={text}>{text}</strong>
          ))}
        </p>
        <button type="button" className={buttons.ghost} onClick={() => steps.send({ type: 'guest.changeChoice' })}>
          {m.change}
        </button>
      </div>
      <PhoneForm
        form={(PhoneField) => (
          <ReservationOrderContext.Provider
            logic={logic}
            options={{ ...inspectOptions(), input: { kind: 'reservations', idempotencySeed: seed } }}
          >
            <CreatedReservationExit />
            <DetailsForm choice={choice} values={values} onChange={onChange} PhoneField={PhoneField} />
          </ReservationOrderContext.Provider>
        )}
      />
    </div>
  );
}

function CreatedReservationExit() {
  const navigate = useSiteNavigate();
  const exit = ReservationOrderContext.useSelector(createdReservationPath);
  useEffect(() => {
    if (exit !== null) navigate(exit);
  }, [exit, navigate]);
  return null;
}
