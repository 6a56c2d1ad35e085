// What a demo FAQ says the coat check costs: the kiosk's own fees (core's coatcheck/claim-fees.ts) in the
// venue's currency, so the answer and the kiosk never disagree. The fees are counted in minor units, the same
// figures whatever the currency (docs/product.md#coat-check): ¥500 in Tokyo is $5 in Brooklyn.
import { coatCheckFees } from '@venue/core/coatcheck/claim-fees';
import { minorExponent } from '@venue/core/money/currency-exponent';
import { majorOfMinor } from '@venue/core/money/minor-units';

/** A coat or a bag (one fee), an umbrella, anything else, in major units of `currencyCode`. */
export function coatCheckPrices(currencyCode: string): readonly [number, number, number] {
  if (coatCheckFees.Coat !== coatCheckFees.Bag) throw new Error('The demo FAQ prices a coat and a bag as one; their fees differ.');
  const exponent = minorExponent(currencyCode);
  return [coatCheckFees.Coat, coatCheckFees.Umbrella, coatCheckFees.Other].map((fee) => majorOfMinor(fee, exponent)) as [
    number,
    number,
    number,
  ];
}
