// The night summary (docs/product.md#the-night-summary) in the guest's language for mails, invoices and calendar
// files: the language's `night` catalog, its dates, and the venue's times ("10:00 PM") on the language's clock.
import type { NightFormats, NightWords } from '@venue/core/night/night-words';
import { nightDateLabel } from '@venue/core/night/night-words';
import * as en from '@venue/messages/en/night';
import * as es from '@venue/messages/es/night';
import * as fr from '@venue/messages/fr/night';
import * as he from '@venue/messages/he/night';
import { guestLanguage, type GuestLanguage } from './guest-language';
import type { Widened } from './widened';

export type NightCatalog = Widened<typeof en>;

const catalogs: Readonly<Record<GuestLanguage, NightCatalog>> = { en, fr, es, he };

export const nightWordsIn = (language: string): NightWords & NightCatalog => catalogs[guestLanguage(language)];

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const VENUE_TIME = /^(\d{1,2}):(\d{2})\s*([AP]M)?$/i;

/** "2030-06-15" as the language writes a short date with its weekday; the calendar day, whatever the zone. */
function dateIn(language: GuestLanguage, iso: string): string {
  const match = ISO_DAY.exec(iso);
  if (!match) return iso;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    day,
  );
}

/** "10:00 PM" (as the venue wrote it) on the language's clock: "22:00" in French; anything else as it came. */
function timeIn(language: GuestLanguage, label: string): string {
  const match = VENUE_TIME.exec(label.trim());
  if (!match) return label;
  const hour12 = Number(match[1]) % 12;
  const hour = match[3] === undefined ? Number(match[1]) : match[3].toUpperCase() === 'PM' ? hour12 + 12 : hour12;
  if (hour > 23) return label;
  const at = Date.UTC(2000, 0, 1, hour, Number(match[2]));
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(at);
}

/** English keeps the backend's dates ("Sat 06/15/2030") and the venue's times as written: its mails stay as they were. */
export const nightFormatsIn = (language: string): NightFormats => {
  const lang = guestLanguage(language);
  return lang === 'en'
    ? { date: nightDateLabel, time: (label) => label }
    : { date: (iso) => dateIn(lang, iso), time: (label) => timeIn(lang, label) };
};
