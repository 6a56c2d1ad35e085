import type { ApiResult } from '../shared/api-error';
import type { BottleOrderPayload } from './bottle-order.schema';
import type { PromoterValidation } from './promoter-discount.schema';

/** The venue backend's bottle-order calls (docs/product.md#bottle-checkout). */
export interface BottlesApi {
  /**
   * POST api/shopping/addBottleOrder. The same idempotency key with the same payload must give
   * back the order already created; a 409 answer means the selection is out of date.
   */
  createBottleOrder(payload: BottleOrderPayload, idempotencyKey: string): ApiResult<{ _id: string }>;
  /** The promoter-code check: sends `{ promoterIGname, type: 'bottle' }`. */
  validatePromoterCode(promoterIGname: string): ApiResult<PromoterValidation>;
}
