import type { ApiResult } from '../shared/api-error';
import type { GuestCodeView, OrderGuestCodes } from './guest-code-view.schema';

/** Guest codes as the venue API gives them (docs/product.md#codes-for-guests). */
export interface GuestCodesPort {
  /**
   * The order's live codes, for the buyer: with the order secret the create answered (404 without it or with a wrong
   * one, as for an unknown order); none until the order is paid or confirmed.
   */
  orderCodes(orderId: string, orderSecret: string): ApiResult<OrderGuestCodes>;
  /** One guest's code by their own link token; a void code still answers, with status `void`. */
  guestCode(linkToken: string): ApiResult<GuestCodeView>;
  /** The venue's public key as published (base64url), for importDoorPublicKey. */
  doorPublicKey(): ApiResult<string>;
}
