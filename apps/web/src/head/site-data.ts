// What every page's head and frame need from the venue, loaded once by the root route (on the
// server for the first page, so the first HTML already names the venue).
import { useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { WebsiteSettings } from '@venue/core/content/website-settings.schema';
import type { VenueGeneralInfo } from '@venue/core/session/venue-general-info.schema';
import { content, session } from '../app/services';
import { LoadError, optional } from '../routing/load';

export interface SiteData {
  /** The site's origin as the guest reached it, for canonical and Open Graph addresses. */
  readonly origin: string;
  readonly venue: VenueGeneralInfo | null;
  readonly settings: WebsiteSettings | null;
}

export async function siteLoader({ request }: LoaderFunctionArgs): Promise<SiteData> {
  const origin = new URL(request.url).origin;
  const general = await session.loadGeneralInfo();
  // An API that is down or too slow fails the whole page (a 503 with the error page); a venue the API
  // answers without is a page without the venue's name.
  if (!general.ok && new LoadError(general.error).unavailable) throw new LoadError(general.error);
  const venue = general.ok ? general.value : null;
  const settings = venue?._id ? await optional(content.websiteSettings(venue._id)) : null;
  return { origin, venue, settings };
}

/** Loaded once: a navigation changes the page, not the venue. */
export const siteShouldRevalidate = (): boolean => false;

const none: SiteData = { origin: '', venue: null, settings: null };

export function useSiteData(): SiteData {
  return (useRouteLoaderData('root') as SiteData | undefined) ?? none;
}
