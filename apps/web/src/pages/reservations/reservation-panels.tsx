// The panels the reservation pages show instead of a form (docs/product.md#reservations-and-venue-booking):
// no reservation at the address, and a cancelled reservation.
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import panel from '../../ui/panel.module.css';

export function UnknownReservationPanel() {
  return (
    <section className={panel.panel} aria-labelledby="unknown-reservation">
      <h1 id="unknown-reservation">We could not find this reservation</h1>
      <p>There is no reservation at this address. Please check the link you followed, or make a new reservation.</p>
      <div className={panel.actions}>
        <SiteLink className={buttons.button} to={pathTo('Reservation')}>
          Reserve a table
        </SiteLink>
        <SiteLink className={buttons.ghost} to={pathTo('Home')}>
          Home
        </SiteLink>
      </div>
    </section>
  );
}

export function CancelledReservationPanel({ level = 1 }: { readonly level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={panel.panel} aria-labelledby="cancelled-reservation">
      <Heading id="cancelled-reservation">This reservation was cancelled</Heading>
      <p>
        A cancelled reservation cannot be changed or confirmed. Please make a new reservation, or contact us if you think this is a mistake.
      </p>
      <div className={panel.actions}>
        <SiteLink className={buttons.button} to={pathTo('Reservation')}>
          Reserve a table
        </SiteLink>
        <SiteLink className={buttons.ghost} to={pathTo('Contact')}>
          Contact us
        </SiteLink>
      </div>
    </section>
  );
}
