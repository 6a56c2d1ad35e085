// Night words that write back which message was used and with what ("tableFor(4)"), so core's tests check which
// words a summary picks and in what order, whatever a language makes of them (the catalogs' own tests check those).
import type { NightFormats, NightWords } from '../night-words';

const tag =
  (name: string) =>
  (...args: readonly (string | number)[]): string =>
    `${name}(${args.join(', ')})`;

export const TAGGED_NIGHT_WORDS: NightWords = {
  event: 'event',
  what: 'what',
  when: 'when',
  where: 'where',
  bring: 'bring',
  tickets: 'tickets',
  guests: 'guests',
  table: 'table',
  tableFor: tag('tableFor'),
  bottleTable: 'bottleTable',
  bottleTableFor: tag('bottleTableFor'),
  privateEvent: 'privateEvent',
  privateEventFor: tag('privateEventFor'),
  coatCheck: 'coatCheck',
  fromTo: tag('fromTo'),
  doorsAt: tag('doorsAt'),
  arrivalAt: tag('arrivalAt'),
  photoIdAndCode: tag('photoIdAndCode'),
  photoIdAndClaimCode: tag('photoIdAndClaimCode'),
  photoId: tag('photoId'),
  yourCode: 'yourCode',
  yourClaimCode: 'yourClaimCode',
  bringLine: tag('bringLine'),
};

export const TAGGED_NIGHT_FORMATS: NightFormats = { date: tag('date'), time: tag('time') };
