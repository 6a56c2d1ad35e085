// The night summary's words and formats in the page's language, for core's night-words.ts to compose
// (docs/product.md#the-night-summary).
import type { NightFormats, NightWords } from '@venue/core/night/night-words';
import * as m from '~messages/night';
import { formatEventDate, formatTimeOfDay } from './date-format';

export const NIGHT_WORDS: NightWords = m;

export const NIGHT_FORMATS: NightFormats = { date: formatEventDate, time: formatTimeOfDay };
