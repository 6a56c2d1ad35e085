import type { ApiResult } from '../shared/api-error';
import type { MyOrdersList, MyOrdersRequest } from './my-orders.schema';

/** What "find my orders" needs from the venue backend (docs/product.md#find-my-orders). */
export interface MyOrdersPort {
  /** POST my-orders: 202 whatever the address; the mail goes only to an address with orders. */
  askForLink(request: MyOrdersRequest): ApiResult<void>;
  /** GET my-orders/{token}: the orders of the address the link went to; 410 past its time, 404 for a link never made. */
  ordersOf(token: string): ApiResult<MyOrdersList>;
}
