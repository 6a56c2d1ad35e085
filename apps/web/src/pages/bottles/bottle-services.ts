// The bottle calls and the loads both bottle pages start from: the catalog and the financial
// settings (plain reads, so route loaders; the flows themselves are core machines).
import { createBottlesHttp } from '@venue/adapters/http/bottles.http';
import { content, moneyExponent, venueClient } from '../../app/services';
import { loaded } from '../../routing/load';

export const bottles = createBottlesHttp(venueClient, moneyExponent);

export async function loadBottleOffer() {
  const [catalog, settings] = await Promise.all([loaded(bottles.catalog()), loaded(content.financialSettings())]);
  return { catalog, settings };
}
