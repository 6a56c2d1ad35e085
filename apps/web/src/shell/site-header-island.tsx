// The header as an island of a content page: it loads its own website settings state, so its menu
// drawer and the retry of a failed menu work without the router's root layout.
import type { WebsiteSettings } from '@venue/core/content/website-settings.schema';
import { SiteHeader } from './site-header';
import { useWebsiteSettings } from './use-website-settings';

export interface SiteHeaderIslandProps {
  readonly venueName: string | null;
  readonly venueId: string | null;
  /** The settings the server read for the page; null when it could not. */
  readonly loaded: WebsiteSettings | null;
}

export function SiteHeaderIsland({ venueName, venueId, loaded }: SiteHeaderIslandProps) {
  const { state, retry } = useWebsiteSettings(venueId, loaded);
  return <SiteHeader venueName={venueName} settings={state} onRetrySettings={retry} />;
}
