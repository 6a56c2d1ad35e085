// Fixtures of the food delivery tests: a small food menu, a valid delivery form, and an orders port
// that refuses an item the way the venue does (422 naming `items[i].itemId`).
import type { FoodMenuItem } from '../content/food-menu-item.schema';
import type { FoodDeliveryForm } from '../food-delivery/food-delivery-form';
import type { OrdersPort } from '../orders/orders.port';
import type { HttpError } from '../shared/api-error';
import { err } from '../shared/result';
import { c } from './bottle-test-fixtures';

const item = (id: string, name: string, category: string, cents: number, deliverable = true): FoodMenuItem => ({
  _id: id,
  name,
  description: `${name}, made here.`,
  category,
  price: c(cents),
  image: null,
  tags: [],
  deliverable,
});

export const foodMenu: readonly FoodMenuItem[] = [
  item('fries', 'Truffle Fries', 'Starters', 1200),
  item('burrata', 'Burrata', 'Starters', 1850, false),
  item('wings', 'Chicken Wings', 'Sharing', 1900),
  item('burger', 'Smash Burger', 'Mains', 2200),
  item('free', 'Tap Water', 'Mains', 0),
  item('churros', 'Churros', 'Desserts', 1100),
];

export const validFoodForm: FoodDeliveryForm = {
  clientName: 'Dana Guest',
  clientEmail: 'dana@example.com',
  clientPhoneNumber: '+12125550123',
  clientAddress: '1 Main Street',
  city: 'Brooklyn',
  zipCode: '11201',
  specialRequest: '',
};

/** The venue's refusal of the item sent at `index`, as the embedded backend words it. */
export const itemRefusal = (index: number, name = 'Truffle Fries'): HttpError => ({
  _tag: 'HttpError',
  status: 422,
  message: `items[${index}].itemId: ${name} is not offered for delivery.`,
  body: { error: { code: 'invalid_input', field: `items[${index}].itemId`, message: `${name} is not offered for delivery.` } },
});

/** The port with its check refused for the item at `index` while `refusing()` says so. */
export function refusingCheck(port: OrdersPort, refusing: () => number | null): OrdersPort {
  return {
    checkGroup: async (kind, payload) => {
      const result = await port.checkGroup(kind, payload);
      const index = refusing();
      return index === null || result.ok ? result : err(itemRefusal(index));
    },
    createOrder: (kind, payload, key) => port.createOrder(kind, payload, key),
    fetchOrder: (kind, orderId) => port.fetchOrder(kind, orderId),
    confirmOrder: (kind, orderId) => port.confirmOrder(kind, orderId),
  };
}
