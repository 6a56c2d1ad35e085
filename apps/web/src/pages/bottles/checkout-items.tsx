// The items table of the checkout (docs/product.md#bottle-checkout): Item, UNIT PRICE, QUANTITY,
// LINE TOTAL, and the night chosen, read-only. An item's photo shows while its name is hovered or
// focused (a placeholder when the picture fails) and goes away on Escape.
import { useId, useState } from 'react';
import * as m from '~messages/bottle-checkout';
import { formatDate } from '@venue/core/dates/date-text';
import type { PricedBottle } from '@venue/core/bottles/bottle-catalog';
import { multiplyMinor } from '@venue/core/money/minor-units';
import { useVenue } from '../../app/use-venue';
import { formatMoney } from '../../ui/format';
import { SizedImage } from '../../ui/sized-image';
import { fixedSizes } from '../../ui/picture-sizes';
import { BottleCheckoutContext } from './bottle-checkout-context';
import form from '../../ui/form-field.module.css';
import checkout from '../../ui/checkout.module.css';
import styles from './checkout.module.css';
import { useVenueWords } from '../../ui/venue-language';

export function CheckoutItems() {
  const order = BottleCheckoutContext.useSelector((s) => s.context.order);
  const { currency } = useVenue();
  const id = useId();
  if (order === null) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={checkout.card}>
      <h3 id={`${id}-title`}>{m.yourBottles}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.items}>
          <thead>
            <tr>
              <th scope="col">{m.item}</th>
              <th scope="col">{m.unitPrice}</th>
              <th scope="col">{m.quantity}</th>
              <th scope="col">{m.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.bottle.id}>
                <th scope="row">
                  <ItemName bottle={line.bottle} />
                </th>
                <td>{formatMoney(line.bottle.price, currency)}</td>
                <td>{line.quantity}</td>
                <td>{formatMoney(multiplyMinor(line.bottle.price, line.quantity), currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.night}>
        <ReadOnlyField id={`${id}-guests`} label={m.guests} value={String(order.guests)} />
        <ReadOnlyField id={`${id}-date`} label={m.date} value={formatDate(order.date)} />
        <ReadOnlyField id={`${id}-time`} label={m.time} value={order.time} />
      </div>
    </section>
  );
}

function ReadOnlyField({ id, label, value }: { readonly id: string; readonly label: string; readonly value: string }) {
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={form.input} value={value} readOnly />
    </div>
  );
}

function ItemName({ bottle }: { readonly bottle: PricedBottle }) {
  const [shown, setShown] = useState(false);
  const previewId = useId();
  const venueWords = useVenueWords();
  return (
    // Hovering the photo itself keeps it open (WCAG 1.4.13).
    <span className={styles.itemName} onMouseEnter={() => setShown(true)} onMouseLeave={() => setShown(false)}>
      <button
        type="button"
        className={styles.itemButton}
        {...venueWords}
        aria-expanded={shown}
        aria-controls={previewId}
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
        onClick={() => setShown((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && shown) {
            event.stopPropagation();
            setShown(false);
          }
        }}
      >
        {bottle.name}
      </button>
      <span id={previewId} className={styles.preview} hidden={!shown}>
        {shown && <SizedImage src={bottle.bottlePhoto} alt={m.photoOf(bottle.name)} ratio={1} sizes={fixedSizes(160)} />}
      </span>
    </span>
  );
}
