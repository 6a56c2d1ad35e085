// What a submit with a choice missing names (docs/product.md#form-rules): only what is missing, in form order,
// each once, so the page's warning reads `Please Select Date & Guests Count`.
import type { BookingChoiceField } from './booking-choice.machine';

const formOrder: readonly BookingChoiceField[] = ['date', 'time', 'guests'];

export const missingInFormOrder = (missing: readonly BookingChoiceField[]): readonly BookingChoiceField[] =>
  formOrder.filter((field) => missing.includes(field));
