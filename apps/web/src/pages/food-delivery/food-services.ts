// The food page's reads and calls: the food menu and the venue's tax settings (plain reads, so the
// route loader).
import { content } from '../../app/services';
import { loaded } from '../../routing/load';

export async function loadFoodDelivery() {
  const [menu, settings] = await Promise.all([loaded(content.foodMenu()), loaded(content.financialSettings())]);
  return { menu, settings };
}
