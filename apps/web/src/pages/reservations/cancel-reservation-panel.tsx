// What the cancel page shows instead of the button (docs/product.md#reservations-and-venue-booking): no reservation
// at the address, one cancelled already or paid, a page opened without the guest's key or with a wrong one, and the
// venue's cut-off passed (call the venue). Each says what happened and where to go next; focus moves to its heading.
import type { ReactNode } from 'react';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { NoticePanel } from '../../ui/notice-panel';
import * as m from '~messages/reservations';

export type CancelPanel = 'unknown' | 'cancelled' | 'paid' | 'noKey' | 'forbidden' | 'tooLate';

const panelWords = {
  unknown: { title: m.unknownTitle, message: m.unknownMessage },
  cancelled: { title: m.alreadyCancelledTitle, message: m.alreadyCancelledMessage },
  paid: { title: m.paidTitle, message: m.paidMessage },
  noKey: { title: m.noKeyTitle, message: m.noKeyMessage },
  forbidden: { title: m.forbiddenTitle, message: m.forbiddenMessage },
} satisfies Record<Exclude<CancelPanel, 'tooLate'>, { title: string; message: string }>;

/** `tooLateMessage`: what to do after the cut-off, with the venue's phone when known. */
export function CancelReservationPanel({ kind, tooLateMessage }: { readonly kind: CancelPanel; readonly tooLateMessage: ReactNode }) {
  const { title, message } = kind === 'tooLate' ? { title: m.tooLateTitle, message: tooLateMessage } : panelWords[kind];
  const contact = kind === 'tooLate' || kind === 'paid';
  return (
    <NoticePanel title={title} message={message} level={2} focusKey={kind}>
      <SiteLink className={buttons.button} to={pathTo(contact ? 'Contact' : 'Reservation')}>
        {contact ? m.contactUs : m.reserveTable}
      </SiteLink>
      <SiteLink className={buttons.ghost} to={pathTo('Home')}>
        {m.home}
      </SiteLink>
    </NoticePanel>
  );
}
