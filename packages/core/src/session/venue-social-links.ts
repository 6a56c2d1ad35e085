// The venue's social pages as the site links them (docs/product.md#routes-and-navigation): in a fixed order, and only
// the ones that are web addresses, so a handle or a stray value never becomes a link.
import type { VenueGeneral } from './venue-general-info.schema';

export interface SocialLink {
  readonly label: string;
  readonly href: string;
}

export const isWebAddress = (href: string | null | undefined): href is string => typeof href === 'string' && /^https?:\/\//.test(href);

export function venueSocialLinks(general: typeof VenueGeneral.Type | undefined): readonly SocialLink[] {
  const social = general?.social;
  return [
    { label: 'Instagram', href: social?.instagram },
    { label: 'Facebook', href: social?.facebook },
    { label: 'Twitter', href: social?.twitter },
  ].filter((link): link is SocialLink => isWebAddress(link.href));
}
