// The default demo venue, Velvet Room in Brooklyn, as a variant: English words, dollars, New York's week.
import { demoFaq } from './demo-faq';
import { englishEvents } from './demo-events';
import { englishGallery } from './demo-gallery';
import { englishHome } from './demo-home';
import { englishJobPositions } from './demo-job-positions';
import { englishMenus } from './demo-menus';
import { englishPromoters } from './demo-promoters';
import { englishTalents } from './demo-talents';
import type { DemoVariant } from './demo-variant';
import { demoFinancialSettings, demoFinancialSettingsOnLocation, demoGeneralInfo, englishSite } from './demo-venue-info';
import { demoHours } from './demo-hours';

export const englishDemo: DemoVariant = {
  generalInfo: () => ({ ...demoGeneralInfo(), hours: demoHours }),
  financialSettings: demoFinancialSettings,
  financialSettingsOnLocation: demoFinancialSettingsOnLocation,
  site: englishSite,
  faq: (hours, settings) => demoFaq(hours, settings),
  events: englishEvents,
  home: englishHome,
  clock: (label) => label,
  menus: englishMenus,
  talents: englishTalents,
  gallery: englishGallery,
  jobPositions: englishJobPositions,
  promoters: englishPromoters,
};
