// The food page's reads and calls: the food menu and the venue's tax settings (plain reads, so the
// route loader), and the order calls core's order flow makes.
import { createOrdersHttp } from '@venue/adapters/http/orders.http';
import { content, venueClient } from '../../app/services';
import { loaded } from '../../routing/load';

export const orders = createOrdersHttp(venueClient);

export async function loadFoodDelivery() {
  const [menu, settings] = await Promise.all([loaded(content.foodMenu()), loaded(content.financialSettings())]);
  return { menu, settings };
}
