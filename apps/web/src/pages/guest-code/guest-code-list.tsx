// An order's guest codes on its confirmation (docs/product.md#codes-for-guests): each guest's QR code with their name
// and ticket type, and a link to the guest's own page, bright and large for the door, which can be sent to them.
import { useId } from 'react';
import type { GuestCodeView } from '@venue/core/guest-codes/guest-code-view.schema';
import { SiteLink } from '../../routing/site-link';
import { GuestCodeQr } from './guest-code-qr';
import styles from './guest-code-list.module.css';

export function GuestCodeList({ codes }: { readonly codes: readonly GuestCodeView[] }) {
  const id = useId();
  if (codes.length === 0) return null;
  const one = codes.length === 1;
  return (
    <section className={styles.codes} aria-labelledby={id}>
      <h2 id={id}>{one ? 'Your code for the door' : 'Your codes for the door'}</h2>
      <p>
        {one
          ? 'Show this code at the door: it lets you in once. Open it full screen to show it bright.'
          : 'One code per guest: each lets one guest in, once. Open a code full screen to show it bright, or send its page to that guest.'}
      </p>
      <ul className={styles.list}>
        {codes.map((code) => (
          <li key={code.codeId} className={styles.item}>
            <GuestCodeQr code={code} size="medium" />
            <p className={styles.guest}>
              <strong>{code.guestName}</strong>
              <span>{code.label}</span>
            </p>
            <SiteLink to={`/guest-code/${code.linkToken}`}>Open {code.guestName}&apos;s code full screen</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
