import type { ApiResult } from '../shared/api-error';
import type { GuestCodeView, OrderGuestCodes } from './guest-code-view.schema';

/** Guest codes as the venue API gives them (docs/product.md#codes-for-guests). */
export interface GuestCodesPort {
  /** The order's live codes, for whoever holds the order's link; none until it is paid or confirmed. */
  orderCodes(orderId: string): ApiResult<OrderGuestCodes>;
  /** One guest's code by their own link token; a void code still answers, with status `void`. */
  guestCode(linkToken: string): ApiResult<GuestCodeView>;
  /** The venue's public key as published (base64url), for importDoorPublicKey. */
  doorPublicKey(): ApiResult<string>;
}
