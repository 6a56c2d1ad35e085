// The bottle service page (pages/bottles: the guide, the table choices, the bottle list, the cart bar, its warnings).
import { weekdayName } from './dates';
import { plural } from '../plural-rules';

export const pageTitle = 'BOTTLE SERVICE';

// The guide's steps.
export const reserveTable = 'Reserve your table';
export const howManyGuests = 'How many guests?';
export const whichNight = 'Which night?';
export const arrivalTimeQuestion = 'What time will you arrive?';
export const closeGuide = 'Close the guide';
export const stepOf = (step: number, count: number): string => `Step ${step} of ${count}`;
export const guideIntro =
  'Tell us your party size, the night and your arrival time, then choose your bottles. Every table has a minimum spend per guest.';
export const startHere = 'Start Here';
/** Read after a guest count in the guide ("4 guests"). */
export const guestsHint = 'guests';
export const continueLabel = 'Continue';

// The page's own pickers.
export const yourTable = 'Your table';
export const guestsLabel = 'No. Of Guests';
export const guestsPlaceholder = 'Guests';
export const dateLabel = 'Date';
export const timeLabel = 'Time';
export const arrivalTimePlaceholder = 'Arrival time';
export const earlierDate = 'Please choose today or a later date.';

// The bottle list and the cart bar.
export const noBottles = 'No bottles are on offer right now. Please come back soon.';
export const bottleCount = (count: number): string => plural('en', count, { one: `${count} bottle`, other: `${count} bottles` });
export const total = 'Total';
export const remainingMinimum = 'Remaining minimum';
export const tableMinimum = 'Table minimum';
export const checkOut = 'Check-out';
/** "about $766.75 with tax, service and 10% off": the all-in estimate beside the total. */
export const allInEstimate = <T>(amount: T, tax: boolean, service: boolean, discountRate: string | null): (string | T)[] => {
  const parts = [...(tax ? ['tax'] : []), ...(service ? ['service'] : []), ...(discountRate === null ? [] : [`${discountRate} off`])];
  const listed = parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
  return ['about ', amount, ` with ${listed}`];
};

// Check-out refused (the product brief's words).
export const warningTitle = 'Before you check out';
export const ok = 'OK';
export const missingSelection = 'Please Select Date, Time & Guests Count';
export const minimumCharge =
  'To complete check out,you must meet the minimum charge per table. *Click on the Up button (+) next to the bottles you want buy, click on Check-out to make payment.';

/** The weekdays the venue closes (0 is Sunday), under the date field. */
export const closedOn = (weekdays: readonly number[]): string => {
  const days = weekdays.map((day) => `${weekdayName(day)}s`);
  const list = days.length < 2 ? (days[0] ?? '') : `${days.slice(0, -1).join(', ')} and ${days[days.length - 1] ?? ''}`;
  return `We are closed on ${list}.`;
};
