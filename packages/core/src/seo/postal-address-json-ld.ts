// The venue's address for schema.org (https://schema.org/PostalAddress): its parts when the venue
// gives them (general.postalAddress), else the one line it writes on the site, which schema.org
// also accepts as text (docs/product.md#structured-data).
import type { VenueGeneralInfo } from '../session/venue-general-info.schema';

type General = Pick<VenueGeneralInfo['general'], 'address' | 'postalAddress'>;

export function addressJsonLd(general: General): Record<string, string> | string | null {
  const parts = Object.entries(general.postalAddress ?? {}).filter(([, value]) => typeof value === 'string' && value.trim() !== '');
  if (parts.length > 0) return { '@type': 'PostalAddress', ...Object.fromEntries(parts) };
  return general.address?.trim() ? general.address : null;
}
