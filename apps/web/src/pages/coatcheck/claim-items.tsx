// Items by type and count (docs/product.md#coat-check): a stepper per type with its fee, 0 to 5 each.
// The fieldset is what the form focuses when no item is chosen.
import { useId } from 'react';
import * as m from '~messages/coatcheck';
import { maxItemsPerType, type CoatCheckFees } from '@venue/core/coatcheck/claim-fees';
import { coatCheckItemTypes } from '@venue/core/orders/coatcheck.schema';
import { useVenue } from '../../app/use-venue';
import { formatMoney } from '../../ui/format';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { ClaimFlowContext } from './claim-flow-context';
import { claimLabels, itemTypeNames } from './claim-words';
import styles from './coatcheck-page.module.css';
import { errorIdOf, FieldErrorLine } from '../../ui/field-error-line';

/** `fees`: the venue's fee per item (its settings', else ours). */
export function ClaimItems({ fees }: { readonly fees: CoatCheckFees }) {
  const actor = ClaimFlowContext.useActorRef();
  const counts = ClaimFlowContext.useSelector((s) => s.context.form.items);
  const missing = ClaimFlowContext.useSelector((s) => s.context.fieldErrors.some((e) => e.field === 'items'));
  const { currency } = useVenue();
  const id = useId();
  return (
    <fieldset
      name="items"
      tabIndex={-1}
      className={styles.items}
      aria-invalid={missing}
      aria-describedby={missing ? errorIdOf(id) : undefined}
    >
      <legend>{claimLabels.items}</legend>
      <ul>
        {coatCheckItemTypes.map((type) => (
          <li key={type}>
            <span className={styles.itemName}>
              {itemTypeNames[type]}
              <small>{m.feeEach(<bdi key="fee">{formatMoney(fees[type], currency)}</bdi>)}</small>
            </span>
            <QuantityStepper
              name={itemTypeNames[type]}
              quantity={counts[type]}
              atMost={counts[type] >= maxItemsPerType}
              onFewer={() => actor.send({ type: 'guest.fewerItems', itemType: type })}
              onMore={() => actor.send({ type: 'guest.moreItems', itemType: type })}
            />
          </li>
        ))}
      </ul>
      {missing && <FieldErrorLine fieldId={id}>{m.addOneItem}</FieldErrorLine>}
    </fieldset>
  );
}
