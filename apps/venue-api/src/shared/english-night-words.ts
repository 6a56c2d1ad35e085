// The night summary in English for the mails, invoices and calendar files: the backend writes in English until it
// writes in the order's language (docs/product.md#the-night-summary).
import type { NightFormats, NightWords } from '@venue/core/night/night-words';
import { nightDateLabel } from '@venue/core/night/night-words';
import * as en from '@venue/messages/en/night';

export const ENGLISH_NIGHT: NightWords = en;

/** The night's date as "Sat 06/15/2030"; the venue's times as it wrote them. */
export const ENGLISH_NIGHT_FORMATS: NightFormats = { date: nightDateLabel, time: (label) => label };
