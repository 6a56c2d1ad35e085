// The night summary (apps/web/src/ui/night-summary.tsx, core's night/night-words.ts composes them;
// docs/product.md#the-night-summary): what, when, how many, where, what to bring, and `Add to calendar`.
export const event = 'Event';
export const what = 'What';
export const when = 'When';
export const where = 'Where';
export const bring = 'Bring';
export const tickets = 'Tickets';
export const guests = 'Guests';
export const table = 'Table';
export const tableFor = (count: number): string => `Table for ${count}`;
export const bottleTable = 'Bottle service table';
export const bottleTableFor = (count: number): string => `Bottle service table for ${count}`;
export const privateEvent = 'Private event';
export const privateEventFor = (count: number): string => `Private event for ${count}`;
export const coatCheck = 'Coat check';
/** "Sat 06/15/2030 · 10:00 PM to 4:00 AM". */
export const fromTo = (date: string, from: string, to: string): string => `${date} · ${from} to ${to}`;
export const doorsAt = (date: string, time: string): string => `${date} · doors ${time}`;
export const arrivalAt = (date: string, time: string): string => `${date} · arrival ${time}`;
export const photoIdAndCode = (age: number): string => `A photo ID and your code: ages ${age}+ only`;
export const photoIdAndClaimCode = (age: number): string => `A photo ID and your claim code: ages ${age}+ only`;
export const photoId = (age: number): string => `A photo ID: ages ${age}+ only`;
export const yourCode = 'Your code';
export const yourClaimCode = 'Your claim code';
export const bringLine = (what: string): string => `Bring: ${what}`;
/** The link to the venue's map. */
export const directions = 'Directions';
export const addToCalendar = 'Add to calendar';
export const calendarDownloading = 'The calendar file is downloading.';
export const noTimeForCalendar = 'This night has no time to put in a calendar.';
