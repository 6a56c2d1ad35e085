// Food delivery (docs/product.md#food-delivery): the deliverable menu by category from the route loader,
// and core's food delivery machine: the cart, the delivery details and the order flow up to the payment
// page. The page starts at the guest's first touch (docs/decisions.md#flow-pages-that-start-at-the-first-touch),
// so the server draws it whole, its form and phone field included; after a client navigation the form
// waits for the phone input's chunk (its rules check the Cell Phone field from the first moment), the
// menu drawn meanwhile.
import { useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import * as m from '~messages/food-delivery';
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
  // The device is read as each order is sent, never while rendering.
  const logic = useMemo(
    () => foodDeliveryWith({ orders, phone: deferredPhone, navigate, reportDecodeError, device: clientInfo }),
    [navigate],
  );
  const phone = useLazyPhoneField(categories.length > 0);
  // One seed per visit; the server's is never used, as its machine never starts.
  const [input] = useState<FoodDeliveryInput>(() => ({ menu, settings, idempotencySeed: randomId() }));

  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.head}>
        <h1>{m.pageTitle}</h1>
        <p>{m.intro}</p>
      </header>
      {categories.length === 0 ? (
        <EmptyState>{m.nothingDeliverable}</EmptyState>
      ) : phone.failed ? (
        <LoadFailedPanel what="page" />
      ) : phone.PhoneField === null ? (
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
