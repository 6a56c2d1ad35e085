/** Phone number rules live in a library at the edge (react-phone-number-input); core asks through this port. */
export interface PhonePort {
  /** Whether the raw input is a valid phone number. */
  isValid(raw: string): boolean;
  /** The number in international (E.164) format, or null when it is not valid. */
  toInternational(raw: string): string | null;
}
