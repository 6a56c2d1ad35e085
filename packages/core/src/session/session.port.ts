import type { ApiResult } from '../shared/api-error';
import type { AppToken } from './app-token.schema';
import type { VenueGeneralInfo } from './venue-general-info.schema';

/**
 * What the session needs from the venue backend. The adapter owns the client credentials and the
 * password grant, and attaches the stored app token (storage key venueToken) as the bearer header.
 */
export interface SessionPort {
  /** POST oauth/token with the service client's credentials (password grant). */
  requestAppToken(): ApiResult<AppToken>;
  /** GET general-info, decoded from the response's data. */
  loadGeneralInfo(): ApiResult<VenueGeneralInfo>;
}
