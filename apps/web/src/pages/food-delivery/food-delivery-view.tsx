// The page once its machine runs: the menu bound to the cart, the guest's order with its estimate,
// the delivery details, and what the venue said about the last order sent.
import { useRef, type ComponentType, type RefObject } from 'react';
import { foodCount, foodEstimate, foodQuantityOf } from '@venue/core/food-delivery/food-cart';
import type { FoodNotice } from '@venue/core/food-delivery/food-delivery-messages';
import * as m from '~messages/food-delivery';
import { useVenue } from '../../app/use-venue';
import buttons from '../../ui/button.module.css';
import { formatMoney } from '../../ui/format';
import type { PhoneFieldProps } from '../../ui/phone-field';
import { useFocusOn } from '../../ui/use-focus-on';
import { DeliveryForm } from './delivery-form';
import { FoodDeliveryContext } from './food-delivery-context';
import { FoodMenu } from './food-menu';
import { OrderPanel } from './order-panel';
import styles from './food-delivery.module.css';

export function FoodDeliveryView({ PhoneField }: { readonly PhoneField: ComponentType<PhoneFieldProps> }) {
  const orderHeading = useRef<HTMLHeadingElement>(null);
  const leaving = FoodDeliveryContext.useSelector((s) => s.status === 'done');
  return (
    <div className={styles.layout}>
      <BoundMenu />
      <aside className={styles.side} aria-label={m.orderAndDetails}>
        <OrderPanel headingRef={orderHeading} />
        <VenueNotice />
        <DeliveryForm PhoneField={PhoneField} orderHeading={orderHeading} />
        {leaving && (
          <p role="status" className={styles.leaving}>
            {m.leavingForPayment}
          </p>
        )}
      </aside>
      <OrderJump target={orderHeading} />
    </div>
  );
}

/** Phones: the order sits below the whole menu, so a bar at the bottom leads to it once something is chosen. */
function OrderJump({ target }: { readonly target: RefObject<HTMLHeadingElement | null> }) {
  const count = FoodDeliveryContext.useSelector((s) => foodCount(s.context.cart));
  const total = FoodDeliveryContext.useSelector((s) => foodEstimate(s.context.cart, s.context.menu, s.context.settings).total);
  const { currency } = useVenue();
  if (count === 0) return null;
  return (
    <div className={styles.jumpBar}>
      <button
        type="button"
        className={buttons.button}
        onClick={() => {
          target.current?.scrollIntoView({ block: 'start' });
          target.current?.focus({ preventScroll: true });
        }}
      >
        {m.orderJump(count, <bdi key="total">{formatMoney(total, currency)}</bdi>)}
      </button>
    </div>
  );
}

function BoundMenu() {
  const actor = FoodDeliveryContext.useActorRef();
  const menu = FoodDeliveryContext.useSelector((s) => s.context.menu);
  const cart = FoodDeliveryContext.useSelector((s) => s.context.cart);
  const unavailable = FoodDeliveryContext.useSelector((s) => s.context.unavailable);
  return (
    <FoodMenu
      menu={menu}
      quantityOf={(itemId) => foodQuantityOf(cart, itemId)}
      unavailable={unavailable}
      onChange={{
        add: (itemId) => actor.send({ type: 'guest.addItem', itemId }),
        remove: (itemId) => actor.send({ type: 'guest.removeItem', itemId }),
      }}
    />
  );
}

const noticeText = (notice: FoodNotice): string =>
  notice.kind === 'item-removed' ? m.itemRemoved(notice.name ?? m.oneOfYourDishes) : (notice.message ?? m.refusedFallback);

/** An item taken out of the order, or the venue's refusal: announced and focused, so the guest reads it first. */
function VenueNotice() {
  const notice = FoodDeliveryContext.useSelector((s) => s.context.notice);
  const text = notice === null ? null : noticeText(notice);
  const ref = useRef<HTMLDivElement>(null);
  useFocusOn(ref, text);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={notice ? styles.notice : undefined}>
      {text && (
        <>
          <h3>{m.checkYourOrder}</h3>
          <p>{text}</p>
        </>
      )}
    </div>
  );
}
