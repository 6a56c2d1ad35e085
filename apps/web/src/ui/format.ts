// Formatting at the edge (design: money is minor units in core, shown in the page's language and the venue's currency).
import type { Minor } from '@venue/core/money/minor-units';
import { LANGUAGE } from '~messages/language';
import { moneyText } from './money-format';

/** An amount in the venue's currency (an ISO code or a symbol) as the page's language writes money (money-format.ts). */
export const formatMoney = (amount: Minor, currency: string): string => moneyText(amount, currency, LANGUAGE);

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
