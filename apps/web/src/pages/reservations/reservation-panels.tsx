// The panels the reservation pages show instead of a form (docs/product.md#reservations-and-venue-booking):
// no reservation at the address, a cancelled reservation, and one released because nobody confirmed it in time.
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { NoticePanel } from '../../ui/notice-panel';
import * as m from '~messages/reservations';

export function UnknownReservationPanel() {
  return (
    <NoticePanel id="unknown-reservation" title={m.unknownTitle} message={m.unknownMessage}>
      <SiteLink className={buttons.button} to={pathTo('Reservation')}>
        {m.reserveTable}
      </SiteLink>
      <SiteLink className={buttons.ghost} to={pathTo('Home')}>
        {m.home}
      </SiteLink>
    </NoticePanel>
  );
}

export function CancelledReservationPanel({ level = 1 }: { readonly level?: 1 | 2 }) {
  return (
    <NoticePanel id="cancelled-reservation" level={level} title={m.cancelledTitle} message={m.cancelledMessage}>
      <SiteLink className={buttons.button} to={pathTo('Reservation')}>
        {m.reserveTable}
      </SiteLink>
      <SiteLink className={buttons.ghost} to={pathTo('Contact')}>
        {m.contactUs}
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
      title={m.releasedTitle}
      message={m.releasedMessage(holdUntil)}
      {...(focus ? { focusKey: 'released' } : {})}
    >
      <SiteLink className={buttons.button} to={pathTo('Reservation')}>
        {m.reserveTable}
      </SiteLink>
      <SiteLink className={buttons.ghost} to={pathTo('Home')}>
        {m.home}
      </SiteLink>
    </NoticePanel>
  );
}
