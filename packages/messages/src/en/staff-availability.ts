// The availability link a staff member receives: the nights they can work (pages/staff-availability;
// docs/product.md#careers-contact-and-staff-availability).
import { plural } from '../plural-rules';

export const invalidLinkTitle = 'This availability link is not valid';
export const invalidLinkMessage = 'Please open the link exactly as the venue sent it to you, or ask the venue for a new one.';
export const contactVenue = 'Contact the venue';
export const pageTitle = 'Your availability';
export const pageIntro = 'Tell us the nights you can work and between which times. You can come back to this link to change them.';

// The form.
export const yourNights = 'Your nights';
export const changeTitle = 'Change your availability';
export const lastSentNote = 'This is what you sent last; change it and save again.';
export const failure = 'Your availability could not be saved. Please try again; what you typed is kept.';
export const saving = 'Saving your availability…';
export const save = 'Save availability';
export const staffName = 'Your Name';
export const nights = 'Nights';
export const notes = 'Notes';
export const nightDate = (number: number): string => `Night ${number} date`;
export const nightFrom = (number: number): string => `Night ${number} from`;
export const nightTo = (number: number): string => `Night ${number} to`;
export const nightsNote = (max: number): string =>
  `Up to ${max} nights, each date once. An end time earlier than the start time ends the next morning.`;
export const noNights = 'No nights listed yet.';
export const endsNextMorning = 'Ends the next morning';
export const removeNight = (number: number): string => `Remove night ${number}`;
export const addNight = 'Add a night';
export const mostNights = 'You have listed the most nights one link takes.';

// What a refused field says, besides the rules every form shares.
export const keepUnder = (max: number): string => `Please keep it under ${max} characters.`;
export const atMostNights = (max: number): string => `Please list at most ${max} nights.`;
export const realDate = 'Please enter a real date.';
export const endOtherThanStart = 'Please choose an end time other than the start time.';

// Once saved.
export const savedTitle = 'Your availability is saved';
export const savedThanks = (staffName: string, count: number): string =>
  plural('en', count, {
    one: `Thank you, ${staffName}. We have ${count} night:`,
    other: `Thank you, ${staffName}. We have ${count} nights:`,
  });
/** "06/15/2030, 22:00 to 04:00": a night as it was saved. */
export const savedNight = (date: string, from: string, to: string): string => `${date}, ${from} to ${to}`;
export const changeMine = 'Change my availability';
