import type { ApiResult } from '../shared/api-error';
import type { CoatCheckPayload, CoatCheckTicket, LostItem } from './coatcheck.schema';

export interface CoatCheckPort {
  /** Checks items in; the same key yields the same ticket, so a double tap never makes two. */
  checkIn(payload: CoatCheckPayload, idempotencyKey: string): ApiResult<CoatCheckTicket>;
  ticket(ticketId: string): ApiResult<CoatCheckTicket>;
  lostItem(lostItemId: string): ApiResult<LostItem>;
}
