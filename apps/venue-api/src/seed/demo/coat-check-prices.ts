// What a demo FAQ says the coat check costs: the kiosk's own fees, the venue's settings' when it gives them,
// else ours (core's coatcheck/claim-fees.ts) in the venue's currency, so the answer and the kiosk never disagree.
import { DEFAULT_COAT_CHECK_FEES } from '@venue/core/coatcheck/claim-fees';
import { minorExponent } from '@venue/core/money/currency-exponent';
import { majorOfMinor } from '@venue/core/money/minor-units';
import type { VenueSeedInput } from '../venue-seed.schema';

type Settings = Pick<VenueSeedInput['financialSettings'], 'coatCheckFees'>;

/** A coat or a bag (one fee), an umbrella, anything else, in major units of `currencyCode`. */
export function coatCheckPrices(settings: Settings, currencyCode: string): readonly [number, number, number] {
  const exponent = minorExponent(currencyCode);
  const fees = settings.coatCheckFees ?? {
    Coat: majorOfMinor(DEFAULT_COAT_CHECK_FEES.Coat, exponent),
    Bag: majorOfMinor(DEFAULT_COAT_CHECK_FEES.Bag, exponent),
    Umbrella: majorOfMinor(DEFAULT_COAT_CHECK_FEES.Umbrella, exponent),
    Other: majorOfMinor(DEFAULT_COAT_CHECK_FEES.Other, exponent),
  };
  if (fees.Coat !== fees.Bag) throw new Error('The demo FAQ prices a coat and a bag as one; their fees differ.');
  return [fees.Coat, fees.Umbrella, fees.Other];
}
