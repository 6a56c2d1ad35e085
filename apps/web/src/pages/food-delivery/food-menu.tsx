// The deliverable menu by category, each dish with its photo, price and a stepper. It renders the
// same on the server (before the machine starts, every count 0 and the steppers inert) and once bound.
import { useId } from 'react';
import * as m from '~messages/food-delivery';
import type { FoodMenuItem } from '@venue/core/content/food-menu-item.schema';
import type { DeliveryCategory } from '@venue/core/food-delivery/food-delivery-menu';
import { useVenue } from '../../app/use-venue';
import { formatMoney } from '../../ui/format';
import page from '../../ui/page.module.css';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { SizedImage } from '../../ui/sized-image';
import { GRID_CARD_SIZES } from '../../ui/picture-sizes';
import styles from './food-delivery.module.css';
import { useVenueWords } from '../../ui/venue-language';

export interface FoodMenuProps {
  readonly menu: readonly DeliveryCategory[];
  readonly quantityOf: (itemId: string) => number;
  readonly unavailable: readonly string[];
  /** Null until the machine runs: the steppers show but do nothing yet. */
  readonly onChange: { readonly add: (itemId: string) => void; readonly remove: (itemId: string) => void } | null;
}

export function FoodMenu(props: FoodMenuProps) {
  return (
    <div className={styles.menu}>
      {props.menu.map((category) => (
        <Category key={category.name} category={category} {...props} />
      ))}
    </div>
  );
}

function Category({ category, ...props }: FoodMenuProps & { readonly category: DeliveryCategory }) {
  const headingId = useId();
  const venueWords = useVenueWords();
  return (
    <section className={page.section} aria-labelledby={headingId}>
      <h2 id={headingId} {...venueWords}>
        {category.name}
      </h2>
      <ul className={page.grid}>
        {category.items.map((item) => (
          <Dish key={item._id} item={item} {...props} />
        ))}
      </ul>
    </section>
  );
}

function Dish({ item, quantityOf, unavailable, onChange }: FoodMenuProps & { readonly item: FoodMenuItem }) {
  const { currency } = useVenue();
  const quantity = quantityOf(item._id);
  const gone = unavailable.includes(item._id);
  const venueWords = useVenueWords();
  return (
    <li className={`${styles.dish} ${quantity > 0 ? styles.chosen : ''}`}>
      <SizedImage src={item.image} alt="" ratio={4 / 3} sizes={GRID_CARD_SIZES} className={styles.dishPhoto} />
      <div className={styles.dishText}>
        <h3 {...venueWords}>{item.name}</h3>
        {item.description && <p {...venueWords}>{item.description}</p>}
        {item.tags.length > 0 && (
          <p className={styles.tags} {...venueWords}>
            {item.tags.join(' · ')}
          </p>
        )}
        <p className={styles.price}>{formatMoney(item.price, currency)}</p>
      </div>
      <div className={styles.dishStepper}>
        {gone ? (
          <p className={styles.gone}>{m.noLongerAvailable}</p>
        ) : (
          <QuantityStepper
            name={item.name}
            quantity={quantity}
            atMost={onChange === null}
            onFewer={() => onChange?.remove(item._id)}
            onMore={() => onChange?.add(item._id)}
          />
        )}
      </div>
    </li>
  );
}
