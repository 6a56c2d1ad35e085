// Formatting at the edge (design: money is minor units in core, shown in the page's language and the venue's currency).
import type { Minor } from '@venue/core/money/minor-units';
import { minorPerMajor } from '@venue/core/money/currency-exponent';
import { currencyExponent } from '@venue/core/money/venue-currency';
import { LANGUAGE } from '~messages/language';
import * as n from '~messages/numbers';
import { moneyText } from './money-format';

/** An amount in the venue's currency (an ISO code or a symbol) as the page's language writes money (money-format.ts). */
export const formatMoney = (amount: Minor, currency: string): string => moneyText(amount, currency, LANGUAGE);

/**
 * An amount the page holds in the major unit (a gift card's value, 50 for $50 or ¥50) as formatMoney writes it: counted
 * in the currency's own minor unit first (docs/decisions.md#money-in-minor-units).
 */
export const formatMajorMoney = (major: number, currency: string): string =>
  formatMoney(Math.round(major * minorPerMajor(currencyExponent(currency))) as Minor, currency);

/** A rate as the page's language writes it: "8.875%" in English, "8,875 %" in French (the `numbers` catalog). */
export const formatPercent = (value: number): string => n.percent(value);

// Dates and times in the page's language (date-format.ts).
export {
  dateBadge,
  formatClockTime,
  formatEventDate,
  formatMinutes,
  formatNumericDate,
  formatTimeOfDay,
  longDate,
  monthName,
  monthTitle,
} from './date-format';
