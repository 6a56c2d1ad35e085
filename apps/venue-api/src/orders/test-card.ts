// The test-card rule of make-test-payment (docs/backend.md "Test payments"), modelled on Stripe's
// test numbers so the same cards behave alike in both modes.
export type TestCardOutcome =
  | { readonly kind: 'succeeded'; readonly last4: string }
  | { readonly kind: 'declined'; readonly code: 'card_declined' | 'insufficient_funds'; readonly message: string }
  | { readonly kind: 'invalid'; readonly message: string };

/** The card a test payment without a number is taken to use. */
export const DEFAULT_TEST_CARD = '4242424242424242';

const declined: Readonly<Record<string, { code: 'card_declined' | 'insufficient_funds'; message: string }>> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function testCardOutcome(cardNumber: string | undefined): TestCardOutcome {
  const digits = (cardNumber ?? DEFAULT_TEST_CARD).replace(/[ -]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { kind: 'invalid', message: 'This is not a valid card number.' };
  const refusal = declined[digits];
  if (refusal) return { kind: 'declined', ...refusal };
  return { kind: 'succeeded', last4: digits.slice(-4) };
}
