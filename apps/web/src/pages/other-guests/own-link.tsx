// A named place's own link (docs/product.md#other-guests): its address with that place's key alone, nothing else of the
// order. The buyer sends it to that guest (`Send {name} their own link`); a guest keeps it to reach their place from
// another device. Shown only where this browser knows which of its keys opens the place (core key-places.ts).
import { guestNumberOfPlace, otherGuestsPlaceHref } from '@venue/core/orders/guest-place-param';
import { keyOfPlace, type KeyPlaces } from '@venue/core/orders/key-places';
import { SiteLink } from '../../routing/site-link';
import styles from './other-guests.module.css';
import * as m from '~messages/other-guests';

interface OwnLinkProps {
  readonly orderId: string;
  readonly index: number;
  readonly attendeeId: string;
  readonly name: string;
  /** The buyer (with the order secret) sends it to the guest; a guest keeps it for another device. */
  readonly buyer: boolean;
  readonly keyPlaces: KeyPlaces;
}

/** The place's own link, carrying its key alone (nothing else of the order), where this browser holds that key. */
export function OwnLink({ orderId, index, attendeeId, name, buyer, keyPlaces }: OwnLinkProps) {
  const key = keyOfPlace(keyPlaces, attendeeId);
  if (key === null) return null;
  return (
    <p className={styles.note}>
      <SiteLink to={otherGuestsPlaceHref(orderId, guestNumberOfPlace(index), { secret: null, keys: [key] })}>
        {buyer ? m.ownLinkFor(<bdi key="name">{name}</bdi>) : m.ownLink}
      </SiteLink>
    </p>
  );
}
