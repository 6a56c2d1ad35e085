import type { ApiResult } from '../shared/api-error';
import type { CoatCheckPayload, CoatCheckTicket, LostItem } from './coatcheck.schema';

export interface CoatCheckPort {
  /** Checks items in; the same key yields the same ticket, so a double tap never makes two. */
  checkIn(payload: CoatCheckPayload, idempotencyKey: string): ApiResult<CoatCheckTicket>;
  /** The claim by its id, or by the number on the ticket (C-0042) as a guest looks it up. */
  ticket(ticketIdOrNumber: string): ApiResult<CoatCheckTicket>;
  lostItem(lostItemId: string): ApiResult<LostItem>;
}
