// What the confirmation adds for a paid coat check (docs/product.md#coat-check): the claim ticket
// number, big enough to photograph, and the way back to the kiosk for the next guest.
import { claimNumberOf } from '@venue/core/coatcheck/claim-number';
import * as m from '~messages/coatcheck';
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import styles from './claim-confirmation.module.css';

export function ClaimConfirmation({ details }: { readonly details: unknown }) {
  const number = claimNumberOf(details);
  return (
    <div className={styles.claim}>
      {number !== null && (
        <p>
          {m.claimTicket} <strong className={styles.number}>{number}</strong>
        </p>
      )}
      <SiteLink className={buttons.ghost} to={pathTo('Coatcheck')}>
        {m.nextGuest}
      </SiteLink>
    </div>
  );
}
