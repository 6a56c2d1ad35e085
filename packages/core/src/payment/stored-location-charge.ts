// The tax and service charge a bottle order pays on location, for a venue whose order does not carry
// it (no breakdown, payment-due.ts onLocationChargeOf): the bottle checkout stores it (locationPrice,
// minor units) with the order it just created (paymentRequest), docs/product.md#client-side-storage. It
// is trusted only for that same order, so an older checkout's figure never shows on another order's
// payment page.
import type { Minor } from '../money/minor-units';
import { isMinor } from '../money/minor-units';
import type { StoragePort } from '../ports/storage.port';
import type { PayableOrderType } from './payment-request.schema';

function storedOrderId(storage: StoragePort): string | null {
  const text = storage.get('paymentRequest');
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    const id = typeof value === 'object' && value !== null ? (value as { _id?: unknown })._id : undefined;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

export function storedLocationCharge(storage: StoragePort, orderType: PayableOrderType, orderId: string): Minor | null {
  if (orderType !== 'bottles' || storedOrderId(storage) !== orderId) return null;
  const text = storage.get('locationPrice');
  if (text === null || !/^\d+$/.test(text)) return null;
  const cents = Number(text);
  return isMinor(cents) && cents > 0 ? cents : null;
}
