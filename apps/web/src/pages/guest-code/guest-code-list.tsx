// An order's guest codes on its confirmation (docs/product.md#codes-for-guests): each guest's QR code with their name
// and ticket type, a link to the guest's own page, bright and large for the door, Share to send that page to them,
// and for a ticket order's other guests a link that opens their place on the other-guests page to name them, with the
// order secret the confirmation's address carries, so the buyer sees and corrects every guest there.
import { useId } from 'react';
import { guestCodePath, guestPlaceLink } from '@venue/core/guest-codes/guest-code-links';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { GuestCodeQr } from './guest-code-qr';
import { GuestCodeShare } from './guest-code-share';
import styles from './guest-code-list.module.css';
import * as m from '~messages/guest-code';

export function GuestCodeList({ codes, orderSecret }: { readonly codes: readonly GuestCodeView[]; readonly orderSecret: string | null }) {
  const id = useId();
  if (codes.length === 0) return null;
  return (
    <section className={styles.codes} aria-labelledby={id}>
      <h2 id={id}>{m.codesTitle(codes.length)}</h2>
      <p>{m.codesIntro(codes.length)}</p>
      <ul className={styles.list}>
        {codes.map((code, position) => (
          <li key={code.codeId} className={styles.item}>
            <GuestCodeQr code={code} size="medium" />
            <p className={styles.guest}>
              <strong>{code.guestName}</strong>
              <span>{code.label}</span>
            </p>
            <SiteLink to={guestCodePath(code)}>{m.openFullScreen(code.guestName)}</SiteLink>
            <GuestCodeShare code={code} beside={<PlaceLink codes={codes} position={position} orderSecret={orderSecret} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Add name" for a place nobody named yet, "Change name" for a named one: straight to that place's form. */
function PlaceLink({
  codes,
  position,
  orderSecret,
}: {
  readonly codes: readonly GuestCodeView[];
  readonly position: number;
  readonly orderSecret: string | null;
}) {
  const place = guestPlaceLink(codes, position, orderSecret, [m.unnamedGuest]);
  if (place === null) return null;
  const guestName = codes[position]?.guestName ?? '';
  return (
    <SiteLink to={place.href} className={buttons.ghost}>
      {place.named ? m.changeName : m.addName}
      <span className="visually-hidden">{place.named ? m.ofGuest(guestName) : m.forGuestNumber(place.guestNumber)}</span>
    </SiteLink>
  );
}
