// What the payment page shows instead of a form: an unknown, paid, cancelled or priceless order, a
// private event whose night another booking holds now, or an order that could not load. Each says what happened and where to go next.
import { useSelector } from '@xstate/react';
import { invoiceFileOf, invoiceViewHref } from '@venue/core/payment/confirmation';
import * as m from '~messages/payment';
import { confirmationHref, pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { ErrorPanel } from '../../ui/error-panel';
import { OnwardLinks } from '../../ui/onward-links';
import { NoticePanel } from '../../ui/notice-panel';
import type { PaymentActor } from './use-payment-actor';

type PanelState = 'unknownOrder' | 'alreadyPaid' | 'cancelled' | 'nothingToPay' | 'nightTaken';

const panels: Readonly<
  Record<PanelState, { readonly title: string; readonly message: string; readonly next: 'home' | 'confirmation' | 'booking' }>
> = {
  unknownOrder: { title: m.unknownOrderTitle, message: m.unknownOrderMessage, next: 'home' },
  cancelled: { title: m.cancelledTitle, message: m.cancelledMessage, next: 'home' },
  alreadyPaid: { title: m.alreadyPaidTitle, message: m.alreadyPaidMessage, next: 'confirmation' },
  nothingToPay: { title: m.nothingToPayTitle, message: m.nothingToPayMessage, next: 'confirmation' },
  nightTaken: { title: m.nightTakenTitle, message: m.nightTakenMessage, next: 'booking' },
};

/** The panel of a state without a form, or null when the state has a form. */
export function PaymentPanel({ actor }: { readonly actor: PaymentActor }) {
  const state = useSelector(
    actor,
    (s) =>
      (['unknownOrder', 'alreadyPaid', 'cancelled', 'nothingToPay', 'nightTaken', 'loadFailed'] as const).find((v) => s.matches(v)) ?? null,
  );
  const orderType = useSelector(actor, (s) => s.context.orderType);
  const orderId = useSelector(actor, (s) => s.context.orderId);
  const orderSecret = useSelector(actor, (s) => s.context.orderSecret);
  const invoice = useSelector(actor, (s) => s.context.order?.invoice ?? null);
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure);

  if (state === null) return null;
  if (state === 'loadFailed') {
    return (
      <ErrorPanel
        level={2}
        title={m.loadFailedTitle}
        message={loadFailure === 'unreadable' ? m.loadUnreadableMessage : m.loadFailedMessage}
        onRetry={() => actor.send({ type: 'guest.retry' })}
      />
    );
  }
  const { title, message, next } = panels[state];
  const invoiceFile = invoiceFileOf(invoice);
  return (
    <NoticePanel title={title} message={message} level={2} focusKey={title}>
      {next === 'booking' ? (
        <>
          <SiteLink className={buttons.button} to={pathTo('Booking')}>
            {m.bookANight}
          </SiteLink>
          <SiteLink className={buttons.ghost} to={pathTo('Home')}>
            {m.backToHome}
          </SiteLink>
        </>
      ) : next === 'home' || orderType === null ? (
        <OnwardLinks />
      ) : (
        <>
          <SiteLink className={buttons.button} to={confirmationHref(orderType, orderId, orderSecret)}>
            {m.seeYourConfirmation}
          </SiteLink>
          {invoiceFile !== null && (
            <SiteLink className={buttons.ghost} to={invoiceViewHref(invoiceFile, orderSecret)}>
              {m.viewYourInvoice}
            </SiteLink>
          )}
        </>
      )}
    </NoticePanel>
  );
}
