// OrdersPort over HTTP: every order kind's four calls (docs/product.md#order-flows) mapped to its
// endpoints. Creates carry the flow's Idempotency-Key; confirms send `{ orderId }` (the product brief
// shows it for food; every kind gets it, so one confirm handler serves all). Kinds without a check call
// (gift cards, bookings) answer the check locally without a request.
import { AvailabilityResponse, ReservationResponse } from '@venue/core/booking/reservation.schema';
import { PrivateEventResponse } from '@venue/core/booking/venue-booking.schema';
import { bottleFiguresSchemasIn } from '@venue/core/bottles/bottle-order-figures.schema';
import { giftCardPrice } from '@venue/core/orders/gift-card-price';
import { CreatedOrderResponse, OrderConfirmationResponse, orderResponseSchemasIn } from '@venue/core/orders/order-response.schema';
import type { CreatedOrder, OrderConfirmation, OrderDetails, PriceCheck } from '@venue/core/orders/order.schema';
import type { OrderKind, OrderPayload, OrdersPort } from '@venue/core/orders/orders.port';
import type { ApiResult } from '@venue/core/shared/api-error';
import { ok, type Result } from '@venue/core/shared/result';
import { dataOf } from './data-of';
import { withExponent, type MoneyExponent } from './money-exponent';

import { segment } from './content.http';
import type { VenueHttpClient } from './venue-http-client';

interface KindCalls {
  check(payload: OrderPayload): ApiResult<PriceCheck>;
  create(payload: OrderPayload, idempotencyKey: string): ApiResult<CreatedOrder>;
  fetch(orderId: string): ApiResult<OrderDetails>;
  confirm(orderId: string): ApiResult<OrderConfirmation>;
}

/** The create, fetch and confirm paths of one kind. */
interface KindPaths {
  readonly create: string;
  readonly details: (id: string) => string;
  readonly confirm: (id: string) => string;
}

export const orderPaths: Readonly<Record<OrderKind, KindPaths & { readonly check: string | null }>> = {
  tickets: {
    check: 'tickets-group',
    create: 'new-ticket-order',
    details: (id) => `ticket-order/${segment(id)}`,
    confirm: (id) => `confirm-ticket-order/${segment(id)}`,
  },
  food: {
    check: 'food-items-group',
    create: 'new-food-order',
    details: (id) => `food-order/${segment(id)}`,
    confirm: (id) => `confirm-food-order/${segment(id)}`,
  },
  'gift-cards': {
    check: null,
    create: 'submit-gift-card',
    details: (id) => `gift-card/${segment(id)}`,
    confirm: (id) => `confirm-gift-card-order/${segment(id)}`,
  },
  bottles: {
    check: 'bottles-group',
    create: 'new-bottle-order',
    details: (id) => `bottle-order/${segment(id)}`,
    confirm: (id) => `confirm-bottle-order/${segment(id)}`,
  },
  reservations: {
    check: 'check-availability',
    create: 'new-reservation',
    details: (id) => `reservation/${segment(id)}`,
    confirm: (id) => `confirm-reservation-order/${segment(id)}`,
  },
  bookings: {
    check: null,
    create: 'new-booking',
    details: (id) => `booking-info/${segment(id)}`,
    confirm: (id) => `confirm-booking-order/${segment(id)}`,
  },
};

const map =
  <A, B>(f: (a: A) => B) =>
  <E>(result: Result<A, E>): Result<B, E> =>
    result.ok ? ok(f(result.value)) : result;

/** Answers with money decode with the venue's exponent (`moneyExponent`, read before the call). */
export function createOrdersHttp(client: VenueHttpClient, moneyExponent: MoneyExponent): OrdersPort {
  function standard(kind: OrderKind): Omit<KindCalls, 'check'> {
    const paths = orderPaths[kind];
    return {
      create: (payload, idempotencyKey) => client.post(paths.create, payload, CreatedOrderResponse, { idempotencyKey }).then(dataOf),
      fetch: (orderId) =>
        withExponent(moneyExponent, (e) => client.get(paths.details(orderId), orderResponseSchemasIn(e).OrderDetailsResponse)).then(dataOf),
      confirm: (orderId) => client.post(paths.confirm(orderId), { orderId }, OrderConfirmationResponse).then(dataOf),
    };
  }
  const priced = (path: string) => (payload: OrderPayload) =>
    withExponent(moneyExponent, (e) => client.post(path, payload, orderResponseSchemasIn(e).PriceCheckResponse)).then(dataOf);

  const calls: Record<OrderKind, KindCalls> = {
    tickets: { ...standard('tickets'), check: priced('tickets-group') },
    food: { ...standard('food'), check: priced('food-items-group') },
    // The check needs no call; an unreadable amount is left to the create's 422.
    'gift-cards': {
      ...standard('gift-cards'),
      check: (payload) => withExponent(moneyExponent, (e) => Promise.resolve(ok({ total: giftCardPrice(payload.amount, e) }))),
    },
    bottles: {
      ...standard('bottles'),
      check: (payload) =>
        withExponent(moneyExponent, (e) => client.post('bottles-group', payload, bottleFiguresSchemasIn(e).BottleOrderFiguresResponse))
          .then(dataOf)
          .then(map((figures) => ({ ...figures, total: figures.totalPrice }))),
    },
    reservations: {
      ...standard('reservations'),
      check: (payload) =>
        client
          .post('check-availability', payload, AvailabilityResponse)
          .then(dataOf)
          .then(map((answer) => ({ ...answer, total: null }))),
      fetch: (orderId) =>
        client
          .get(orderPaths.reservations.details(orderId), ReservationResponse)
          .then(dataOf)
          .then(map((reservation) => ({ ...reservation, total: null }))),
    },
    bookings: {
      ...standard('bookings'),
      check: () => Promise.resolve(ok({ total: null })),
      fetch: (orderId) =>
        client
          .get(orderPaths.bookings.details(orderId), PrivateEventResponse)
          .then(dataOf)
          .then(map((booking) => ({ ...booking, total: null }))),
    },
  };

  return {
    checkGroup: (kind, payload) => calls[kind].check(payload),
    createOrder: (kind, payload, idempotencyKey) => calls[kind].create(payload, idempotencyKey),
    fetchOrder: (kind, orderId) => calls[kind].fetch(orderId),
    confirmOrder: (kind, orderId) => calls[kind].confirm(orderId),
  };
}
