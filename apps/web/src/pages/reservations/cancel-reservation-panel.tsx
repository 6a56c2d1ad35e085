// What the cancel page shows instead of the button (docs/product.md#reservations-and-venue-booking): no reservation
// at the address, one cancelled already or paid, a page opened without the guest's key or with a wrong one, and the
// venue's cut-off passed (call the venue). Each says what happened and where to go next; focus moves to its heading.
import { cancelPanelTexts, tooLateTitle, type CancelPanel } from '@venue/core/booking/reservation-cancel-texts';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { NoticePanel } from '../../ui/notice-panel';

export function CancelReservationPanel({ kind, tooLateMessage }: { readonly kind: CancelPanel; readonly tooLateMessage: string }) {
  const { title, message } = kind === 'tooLate' ? { title: tooLateTitle, message: tooLateMessage } : cancelPanelTexts[kind];
  const contact = kind === 'tooLate' || kind === 'paid';
  return (
    <NoticePanel title={title} message={message} level={2} focusKey={kind}>
      <SiteLink className={buttons.button} to={pathTo(contact ? 'Contact' : 'Reservation')}>
        {contact ? 'Contact us' : 'Reserve a table'}
      </SiteLink>
      <SiteLink className={buttons.ghost} to={pathTo('Home')}>
        Home
      </SiteLink>
    </NoticePanel>
  );
}
