// The panels the reservation pages show instead of a form (docs/product.md#reservations-and-venue-booking):
// no reservation at the address, and a cancelled reservation.
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
