// SessionPort over HTTP: the app token comes from the client's own sign-in (one password grant,
// shared with the 401 refresh), the venue from GET general-info.
import type { ApiError } from '@venue/core/shared/api-error';
import { ok, type Result } from '@venue/core/shared/result';
import type { AppToken } from '@venue/core/session/app-token.schema';
import type { SessionPort } from '@venue/core/session/session.port';
import { VenueGeneralInfoResponse } from '@venue/core/session/venue-general-info.schema';
import { dataOf } from './data-of';
import type { VenueHttpClient } from './venue-http-client';

export function createSessionHttp(client: VenueHttpClient): SessionPort {
  return {
    // signIn decodes the answer with AppToken and stores venueToken; the machine only reads access_token.
    requestAppToken: async (): Promise<Result<AppToken, ApiError>> => {
      const token = await client.signIn();
      return token.ok ? ok({ access_token: token.value }) : token;
    },
    loadGeneralInfo: () => client.get('general-info', VenueGeneralInfoResponse).then(dataOf),
  };
}
