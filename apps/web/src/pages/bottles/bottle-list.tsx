// The bottles on offer, by category (core's visible catalog: unpriced bottles and empty categories
// are already gone), each with a stepper the flow keeps between 0 and its maximum.
import { useId } from 'react';
import * as m from '~messages/bottles';
import type { PricedBottle } from '@venue/core/bottles/bottle-catalog';
import { quantityOf } from '@venue/core/bottles/cart';
import { useVenue } from '../../app/use-venue';
import { EmptyState } from '../../ui/empty-state';
import { formatMoney } from '../../ui/format';
import { QuantityStepper } from '../../ui/quantity-stepper';
import page from '../../ui/page.module.css';
import { SizedImage } from '../../ui/sized-image';
import { fixedSizes } from '../../ui/picture-sizes';
import { BottleFlowContext } from './bottle-flow-context';
import item from '../../ui/item-card.module.css';
import styles from './bottles.module.css';
import { useVenueWords } from '../../ui/venue-language';

export function BottleList() {
  const catalog = BottleFlowContext.useSelector((s) => s.context.catalog);
  if (catalog.length === 0) return <EmptyState>{m.noBottles}</EmptyState>;
  return (
    <>
      {catalog.map((category) => (
        <CategorySection key={category.name} name={category.name} bottles={category.bottles} />
      ))}
    </>
  );
}

function CategorySection({ name, bottles }: { readonly name: string; readonly bottles: readonly PricedBottle[] }) {
  const headingId = useId();
  const venueWords = useVenueWords();
  return (
    <section className={page.section} aria-labelledby={headingId}>
      <h2 id={headingId} {...venueWords}>
        {name}
      </h2>
      <ul className={page.grid}>
        {bottles.map((bottle) => (
          <BottleCard key={bottle.id} bottle={bottle} />
        ))}
      </ul>
    </section>
  );
}

function BottleCard({ bottle }: { readonly bottle: PricedBottle }) {
  const actor = BottleFlowContext.useActorRef();
  const quantity = BottleFlowContext.useSelector((s) => quantityOf(s.context.cart, bottle.id));
  const { currency } = useVenue();
  const venueWords = useVenueWords();
  return (
    <li className={`${styles.bottle} ${quantity > 0 ? item.chosen : ''}`}>
      <SizedImage src={bottle.bottlePhoto} alt="" ratio={1} sizes={fixedSizes(88)} className={styles.bottlePhoto} />
      <div className={item.text}>
        <h3 {...venueWords}>{bottle.name}</h3>
        {bottle.description && <p {...venueWords}>{bottle.description}</p>}
        <p className={item.price}>{formatMoney(bottle.price, currency)}</p>
      </div>
      <div className={styles.stepper}>
        <QuantityStepper
          name={bottle.name}
          quantity={quantity}
          onFewer={() => actor.send({ type: 'guest.removeBottle', bottleId: bottle.id })}
          onMore={() => actor.send({ type: 'guest.addBottle', bottleId: bottle.id })}
        />
      </div>
    </li>
  );
}
