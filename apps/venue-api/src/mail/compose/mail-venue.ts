// What every mail shows of the venue (docs/product.md#mail): its name, colours, logo and address, read when the
// mail is composed, so a mail shows the venue as it is then.
import { venueCurrency } from '@venue/core/money/venue-currency';
import type { NightVenue } from '@venue/core/night/night-summary';
import type { Queryable } from '../../db/database.port';
import { readGeneralInfo, readVenueIdentity, readWebsiteSettings } from '../../store/venue.store';
import type { MailBrand } from '../templates/mail-layout';
import { mailLogo, type MailLogo } from './venue-logo';
import type { SiteLinks } from './site-links';

export interface MailVenue {
  readonly brand: MailBrand;
  readonly logo: MailLogo;
  readonly currency: string;
  readonly address: string | null;
  readonly mapLink: string | null;
  readonly phone: string | null;
}

/** The site's own dark and light, for a venue that set no colours. */
const DEFAULT_COLOURS = { background: '#0b0b12', text: '#ffffff' } as const;

const httpsOrNull = (url: string | null | undefined): string | null => (url && /^https:\/\//i.test(url.trim()) ? url.trim() : null);

export async function readMailVenue(db: Queryable, links: SiteLinks): Promise<MailVenue> {
  const [info, identity] = await Promise.all([readGeneralInfo(db), readVenueIdentity(db)]);
  const settings = identity ? await readWebsiteSettings(db, identity.id) : undefined;
  const name = info?.name ?? identity?.name ?? 'The venue';
  const logo = await mailLogo(db, settings?.header.image, links);
  const address = info?.general.address?.trim() || null;
  return {
    brand: {
      name,
      address,
      colours: settings?.header.colors ?? DEFAULT_COLOURS,
      logoSrc: logo.kind === 'inline' ? `cid:${logo.attachment.cid ?? ''}` : logo.kind === 'linked' ? logo.url : null,
      home: links.page(),
    },
    logo,
    // The symbol, or the code when the symbol says another currency: its decimals are the ones amounts are counted in.
    currency: venueCurrency(info?.general, undefined),
    address,
    mapLink: httpsOrNull(info?.general.mapLink),
    phone: info?.general.phone?.trim() || null,
  };
}

/** The venue as a mail's night summary shows it (docs/product.md#the-night-summary), on the backend's clock. */
export const mailNightVenue = (venue: MailVenue, timeZone: string): NightVenue => ({
  name: venue.brand.name,
  address: venue.address,
  mapLink: venue.mapLink,
  timeZone,
});
