// Which parts of the frame a page shows (docs/product.md#routes-and-navigation): Promotion, Coatcheck and GuestCode are full-screen pages.
import type { RouteName } from './routes';

export interface PageChrome {
  readonly header: boolean;
  readonly footer: boolean;
  readonly chat: boolean;
  /** Coatcheck applies its own design instead of the site's. */
  readonly ownDesign: boolean;
}

const fullScreen: Partial<Record<RouteName, PageChrome>> = {
  Promotion: { header: false, footer: false, chat: false, ownDesign: false },
  Coatcheck: { header: false, footer: false, chat: false, ownDesign: true },
  // Shown to a door on a phone at full brightness: the code and the guest's name, nothing else.
  GuestCode: { header: false, footer: false, chat: false, ownDesign: true },
};

const standard: PageChrome = { header: true, footer: true, chat: true, ownDesign: false };

export const pageChrome = (route: RouteName): PageChrome => fullScreen[route] ?? standard;
