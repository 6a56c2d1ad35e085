// What the checkout and cancel pages show instead of the booking: unknown, paid or cancelled, or (confirming) a
// night another private event holds now. Each says what happened and where to go next; focus moves to its heading.
import type { BookingAction } from '@venue/core/booking/booking-status.machine';
import { confirmationHref, pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { NoticePanel } from '../../ui/notice-panel';
import { BookingStatusContext } from './booking-status-context';
import * as m from '~messages/booking';

type PanelKind = 'unknown' | 'paid' | 'cancelled';

const panelWords = {
  confirm: {
    unknown: { title: m.confirmUnknownTitle, message: m.confirmUnknownMessage },
    paid: { title: m.confirmPaidTitle, message: m.confirmPaidMessage },
    cancelled: { title: m.confirmCancelledTitle, message: m.confirmCancelledMessage },
  },
  cancel: {
    unknown: { title: m.cancelUnknownTitle, message: m.cancelUnknownMessage },
    paid: { title: m.cancelPaidTitle, message: m.cancelPaidMessage },
    cancelled: { title: m.cancelCancelledTitle, message: m.cancelCancelledMessage },
  },
} satisfies Record<BookingAction, Record<PanelKind, { title: string; message: string }>>;

export function BookingPanel({ kind }: { readonly kind: PanelKind | 'taken' }) {
  const action = BookingStatusContext.useSelector((s) => s.context.action);
  const eventId = BookingStatusContext.useSelector((s) => s.context.eventId);
  const { title, message } = kind === 'taken' ? { title: m.nightTakenTitle, message: m.takenMessage } : panelWords[action][kind];
  return (
    <NoticePanel title={title} message={message} level={2} focusKey={kind}>
      {kind === 'paid' ? (
        <SiteLink className={buttons.button} to={action === 'cancel' ? pathTo('Contact') : confirmationHref('bookings', eventId)}>
          {action === 'cancel' ? m.contactUs : m.seeConfirmation}
        </SiteLink>
      ) : (
        <SiteLink className={buttons.button} to={pathTo('Booking')}>
          {m.bookNight}
        </SiteLink>
      )}
      <SiteLink className={buttons.ghost} to={pathTo('Home')}>
        {m.home}
      </SiteLink>
    </NoticePanel>
  );
}
