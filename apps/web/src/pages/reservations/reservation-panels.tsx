// The panels the reservation pages show instead of a form (docs/product.md#reservations-and-venue-booking):
// no reservation at the address, a cancelled reservation, and one released because nobody confirmed it in time.
import { releasedMessage, reservationCheckoutTexts } from '@venue/core/booking/reservation-checkout-texts';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { NoticePanel } from '../../ui/notice-panel';

export function UnknownReservationPanel() {
  return (
    <NoticePanel
      id="unknown-reservation"
      title="We could not find this reservation"
      message="There is no reservation at this address. Please check the link you followed, or make a new reservation."
    >
      <SiteLink className={buttons.button} to={pathTo('Reservation')}>
        Reserve a table
      </SiteLink>
      <SiteLink className={buttons.ghost} to={pathTo('Home')}>
        Home
      </SiteLink>
    </NoticePanel>
  );
}

export function CancelledReservationPanel({ level = 1 }: { readonly level?: 1 | 2 }) {
  return (
    <NoticePanel
      id="cancelled-reservation"
      level={level}
      title="This reservation was cancelled"
      message="A cancelled reservation cannot be changed or confirmed. Please make a new reservation, or contact us if you think this is a mistake."
    >
      <SiteLink className={buttons.button} to={pathTo('Reservation')}>
        Reserve a table
      </SiteLink>
      <SiteLink className={buttons.ghost} to={pathTo('Contact')}>
        Contact us
      </SiteLink>
    </NoticePanel>
  );
}

/** `focus`: the panel replaced the page's button (a confirm refused meanwhile), so its heading takes the focus. */
export function ReleasedReservationPanel({
  holdUntil,
  level = 1,
  focus = false,
}: {
  readonly holdUntil: string | null;
  readonly level?: 1 | 2;
  readonly focus?: boolean;
}) {
  return (
    <NoticePanel
      id="released-reservation"
      level={level}
      title={reservationCheckoutTexts.releasedTitle}
      message={releasedMessage(holdUntil)}
      {...(focus ? { focusKey: 'released' } : {})}
    >
      <SiteLink className={buttons.button} to={pathTo('Reservation')}>
        Reserve a table
      </SiteLink>
      <SiteLink className={buttons.ghost} to={pathTo('Home')}>
        Home
      </SiteLink>
    </NoticePanel>
  );
}
