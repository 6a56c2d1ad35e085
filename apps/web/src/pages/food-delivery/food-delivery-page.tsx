// Food delivery (docs/product.md#food-delivery): the deliverable menu by category, rendered on the
// server from the route loader, then, in the browser, core's food delivery machine: the cart, the
// delivery details and the order flow up to the payment page. The machine starts once the phone
// input's chunk has loaded (its rules check the Cell Phone field from the first moment).
import { useEffect, useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import { deliveryMenu } from '@venue/core/food-delivery/food-delivery-menu';
import type { FoodDeliveryInput } from '@venue/core/food-delivery/food-delivery-setup';
import { foodDeliveryWith } from '@venue/core/food-delivery/food-delivery-wiring';
import { clientInfo } from '../../app/client-info';
import { deferredPhone } from '../../app/deferred-phone';
import { inspectOptions } from '../../app/inspect';
import { randomId } from '../../app/random-id';
import { orders } from '../../app/services';
import { useLazyPhoneField } from '../../ui/use-lazy-phone-field';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailedPanel } from '../../ui/load-failed-panel';
import page from '../../ui/page.module.css';
import { FoodDeliveryContext } from './food-delivery-context';
import { FoodDeliveryView } from './food-delivery-view';
import { FoodMenu } from './food-menu';
import { loadFoodDelivery } from './food-services';
import styles from './food-delivery.module.css';

export const loader = loadFoodDelivery;

const reportDecodeError = (step: string, error: unknown) =>
  console.error(`The venue answered the food order's ${step} in an unexpected shape`, error);

export function Component() {
  const { menu, settings } = useLoaderData<typeof loader>();
  const categories = useMemo(() => deliveryMenu(menu), [menu]);
  const navigate = useSiteNavigate();
  const logic = useMemo(() => foodDeliveryWith({ orders, phone: deferredPhone, navigate, reportDecodeError }), [navigate]);
  const phone = useLazyPhoneField(categories.length > 0);
  // The idempotency seed and the device are read in the browser only, once.
  const [input, setInput] = useState<FoodDeliveryInput | null>(null);
  useEffect(() => setInput((now) => now ?? { menu, settings, idempotencySeed: randomId(), client: clientInfo() }), [menu, settings]);

  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.head}>
        <h1>Food Delivery</h1>
        <p>Dishes from our kitchen, delivered to your door. Choose your dishes, tell us where to bring them, and pay online.</p>
      </header>
      {categories.length === 0 ? (
        <EmptyState>Nothing on our menu is available for delivery right now. Please come back soon.</EmptyState>
      ) : phone.failed ? (
        <LoadFailedPanel what="page" />
      ) : phone.PhoneField === null || input === null ? (
        <div className={styles.layout}>
          <FoodMenu menu={categories} quantityOf={() => 0} unavailable={[]} onChange={null} />
        </div>
      ) : (
        <FoodDeliveryContext.Provider logic={logic} options={{ ...inspectOptions(), input }}>
          <FoodDeliveryView PhoneField={phone.PhoneField} />
        </FoodDeliveryContext.Provider>
      )}
    </div>
  );
}
