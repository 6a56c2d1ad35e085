/** The order kinds a payment page pays (`paymentType` of payment/{paymentType}/{orderId}). */
export const payableOrderTypes = ['tickets', 'food', 'gift-cards', 'bottles', 'reservations', 'bookings', 'coat-check'] as const;
export type PayableOrderType = (typeof payableOrderTypes)[number];
