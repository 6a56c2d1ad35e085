// What the checkout and cancel pages show instead of the booking: unknown, paid or cancelled, or (confirming) a
// night another private event holds now. Each says what happened and where to go next; focus moves to its heading.
import { useId, useRef } from 'react';
import { bookingPanelTexts, bookingStatusTexts, type BookingPanel as PanelKind } from '@venue/core/booking/booking-status-texts';
import { confirmationHref, pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import panel from '../../ui/panel.module.css';
import { useFocusOn } from '../../ui/use-focus-on';
import { BookingStatusContext } from './booking-status-context';

export function BookingPanel({ kind }: { readonly kind: PanelKind | 'taken' }) {
  const action = BookingStatusContext.useSelector((s) => s.context.action);
  const eventId = BookingStatusContext.useSelector((s) => s.context.eventId);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(heading, kind);
  const { title, message } =
    kind === 'taken' ? { title: bookingStatusTexts.takenTitle, message: bookingStatusTexts.takenMessage } : bookingPanelTexts[action][kind];
  return (
    <section className={panel.panel} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{message}</p>
      <div className={panel.actions}>
        {kind === 'paid' ? (
          <SiteLink className={buttons.button} to={action === 'cancel' ? pathTo('Contact') : confirmationHref('bookings', eventId)}>
            {action === 'cancel' ? 'Contact us' : 'See your confirmation'}
          </SiteLink>
        ) : (
          <SiteLink className={buttons.button} to={pathTo('Booking')}>
            Book a night
          </SiteLink>
        )}
        <SiteLink className={buttons.ghost} to={pathTo('Home')}>
          Home
        </SiteLink>
      </div>
    </section>
  );
}
