// Stripe's test numbers, which the venue's test payments follow (docs/backend.md#test-payments-the-test-card-rule):
// the number and the outcome it picks; the page words the outcome.
export type TestCardOutcome = 'succeeds' | 'declined' | 'insufficientFunds';

export const testCards: readonly { readonly number: string; readonly outcome: TestCardOutcome }[] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficientFunds' },
];
