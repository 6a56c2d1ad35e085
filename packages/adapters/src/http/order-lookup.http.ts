// Core's OrderLookupPort over HTTP: the order of any payable kind, read from its kind's lookup
// (GET bottle-order/{id}, ticket-order/{id}, ..., coat-check-order/{id}), each answering the same
// order details, so the payment page and the confirmation read every kind alike.
import { orderResponseSchemasIn } from '@venue/core/orders/order-response.schema';
import type { PayableOrderType } from '@venue/core/payment/payment-request.schema';
import type { OrderLookupPort } from '@venue/core/payment/payment.port';
import { segment } from './content.http';
import { dataOf } from './data-of';
import { withExponent, type MoneyExponent } from './money-exponent';

import { orderPaths } from './orders.http';
import type { VenueHttpClient } from './venue-http-client';

/** The lookup path of each payable kind; the coat check's is project-defined (its coatcheck/{id} is the claim ticket). */
export const orderLookupPath = (orderType: PayableOrderType, orderId: string): string =>
  orderType === 'coat-check' ? `coat-check-order/${segment(orderId)}` : orderPaths[orderType].details(orderId);

/** The order decodes with the venue's exponent (`moneyExponent`, read before the call). */
export const createOrderLookupHttp = (client: VenueHttpClient, moneyExponent: MoneyExponent): OrderLookupPort => ({
  lookUp: (orderType, orderId) =>
    withExponent(moneyExponent, (e) =>
      client.get(orderLookupPath(orderType, orderId), orderResponseSchemasIn(e).OrderDetailsResponse),
    ).then(dataOf),
});
