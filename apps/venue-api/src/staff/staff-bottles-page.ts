// The staff page's bottle prices: every bottle of the catalog with a form to change its price. A bottle
// without a price is kept but not sold (the site hides it, docs/product.md#bottle-service); a guest who
// chose it at the old price meets the checkout's out-of-date modal (docs/product.md#bottle-checkout).
import { html } from 'hono/html';
import type { BottleCategory } from '@venue/core/bottles/bottle-catalog.schema';
import type { MinorExponent } from '@venue/core/money/currency-exponent';
import { majorOfMinor } from '@venue/core/money/minor-units';
import { layout, staffBase, staffTable, type Html } from './staff-pages';

export const bottlePricePath = (id: string) => `${staffBase}/bottles/${encodeURIComponent(id)}/price`;

/** How precise a price may be in a currency with `exponent` decimals (yen: whole; dinars: three decimals). */
export const pricePrecision = (exponent: MinorExponent): string =>
  exponent === 0 ? 'whole amounts, no decimals' : `${exponent} decimals at most`;

/** Prices are written in the major unit of the venue's currency, which has `exponent` decimals. */
export function bottlePricesPage(catalog: readonly BottleCategory[], exponent: MinorExponent): Html {
  const rows = catalog.flatMap((category) =>
    category.products.map(
      (bottle) =>
        html`<tr>
          <td>${category.name}</td>
          <td>${bottle.name}</td>
          <td>
            <form class="inline" method="post" action="${bottlePricePath(bottle._id)}">
              <label
                >Price
                <input
                  name="price"
                  inputmode="decimal"
                  size="8"
                  value="${bottle.price ? String(majorOfMinor(bottle.price, exponent)) : ''}"
              /></label>
              <button type="submit">Save</button>
            </form>
          </td>
        </tr>`,
    ),
  );
  return layout(
    'Bottle prices',
    html`<p>Prices in the venue's currency, ${pricePrecision(exponent)}. Leave a price empty (or 0) to stop selling the bottle.</p>
      ${staffTable(['Category', 'Bottle', 'Price'], rows)}`,
    { signedIn: true },
  );
}
