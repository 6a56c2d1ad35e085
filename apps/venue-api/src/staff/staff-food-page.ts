// The staff page's food delivery list: every food menu item with whether delivery offers it and a
// button to switch it. A guest who chose an item that stops being offered is told so when ordering
// (docs/product.md#food-delivery).
import { html } from 'hono/html';
import type { FoodMenuItem } from '@venue/core/content/food-menu-item.schema';
import { layout, staffBase, staffTable, type Html } from './staff-pages';

export const foodDeliveryPath = (id: string) => `${staffBase}/food/${encodeURIComponent(id)}/delivery`;

export function foodDeliveryPage(items: readonly FoodMenuItem[]): Html {
  const rows = items.map(
    (item) =>
      html`<tr>
        <td>${item.category}</td>
        <td>${item.name}</td>
        <td>${item.deliverable ? 'Delivered' : 'Not delivered'}</td>
        <td>
          <form class="inline" method="post" action="${foodDeliveryPath(item._id)}">
            <input type="hidden" name="deliverable" value="${item.deliverable ? 'no' : 'yes'}" />
            <button type="submit">${item.deliverable ? 'Stop delivering' : 'Deliver'}</button>
          </form>
        </td>
      </tr>`,
  );
  return layout(
    'Food delivery',
    html`<p>Only the dishes marked Delivered can be ordered for delivery; the menu page shows every dish.</p>
      ${staffTable(['Category', 'Dish', 'Delivery', 'Change'], rows)}`,
    { signedIn: true },
  );
}
