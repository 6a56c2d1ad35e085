// What the checkout and cancel pages show instead of the booking: unknown, paid or cancelled, or (confirming) a
// night another private event holds now. Each says what happened and where to go next; focus moves to its heading.
import { bookingPanelTexts, bookingStatusTexts, type BookingPanel as PanelKind } from '@venue/core/booking/booking-status-texts';
import { confirmationHref, pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { NoticePanel } from '../../ui/notice-panel';
import { BookingStatusContext } from './booking-status-context';

export function BookingPanel({ kind }: { readonly kind: PanelKind | 'taken' }) {
  const action = BookingStatusContext.useSelector((s) => s.context.action);
  const eventId = BookingStatusContext.useSelector((s) => s.context.eventId);
  const { title, message } =
    kind === 'taken' ? { title: bookingStatusTexts.takenTitle, message: bookingStatusTexts.takenMessage } : bookingPanelTexts[action][kind];
  return (
    <NoticePanel title={title} message={message} level={2} focusKey={kind}>
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
    </NoticePanel>
  );
}
