// The guest's public IP (storage key userIp, docs/product.md#guest-ip): looked up once per visit through the IP
// lookup adapter, after the page is in, and kept for the forms that send `ip`. A failed or unconfigured lookup
// leaves no stored IP (those forms then send none) and blocks nothing.
import type { StoragePort } from '@venue/core/ports/storage.port';
import { siteSettings } from './site-settings';

export interface IpLookup {
  lookup(): Promise<{ readonly ip: string | null }>;
}

let asked: Promise<void> | undefined;

/** Asks once per visit (page load); later calls share the first answer. Never rejects. */
export function lookUpGuestIp(storage: StoragePort, loadLookup: () => Promise<IpLookup | null>): Promise<void> {
  asked ??= loadLookup()
    .then((lookup) => (lookup === null ? { ip: null } : lookup.lookup()))
    .catch(() => ({ ip: null }))
    .then(({ ip }) => (ip === null ? storage.remove('userIp') : storage.set('userIp', ip)));
  return asked;
}

/** The lookup the site's server was started with (VENUE_IP_LOOKUP_URL, VENUE_COUNTRY_LOOKUP_URL), or null when none is. */
export async function configuredIpLookup(): Promise<IpLookup | null> {
  const { ipUrl, countryUrl } = siteSettings().lookups;
  if (!ipUrl && !countryUrl) return null;
  const { createIpCountryLookup } = await import('@venue/adapters/lookup/ip-country.lookup');
  return createIpCountryLookup({ ipUrl, countryUrl });
}

/** For tests: forget this visit's answer. */
export const forgetGuestIpLookup = (): void => {
  asked = undefined;
};
