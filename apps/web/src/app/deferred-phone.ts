// The phone rules (libphonenumber, ~40 kB gzipped) load with the first form that has a phone input,
// not with the site. Machine wirings take this port at once; the form's own chunk supplies the real rules
// when it loads, and no number can be checked before that form exists.
import type { PhonePort } from '@venue/core/ports/phone.port';

let rules: PhonePort | null = null;

export function providePhoneRules(real: PhonePort): void {
  rules ??= real;
}

function loaded(): PhonePort {
  if (rules === null) throw new Error('Phone rules used before a form with a phone input loaded them.');
  return rules;
}

export const deferredPhone: PhonePort = {
  isValid: (raw) => loaded().isValid(raw),
  toInternational: (raw) => loaded().toInternational(raw),
};
