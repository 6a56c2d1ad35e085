/** A test card number: 12 to 19 digits, spaces and dashes allowed between them. */
export const TEST_CARD_NUMBER_PATTERN = /^\d(?:[ -]?\d){11,18}$/;

/** Checked in the payment machine without the schema library, so the page's first JavaScript stays small. */
export const isTestCardNumber = (typed: string): boolean => TEST_CARD_NUMBER_PATTERN.test(typed);
