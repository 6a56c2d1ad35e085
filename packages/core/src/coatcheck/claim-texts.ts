// What the coat check page says (docs/product.md#coat-check): all ours, the product brief gives no words.
import type { ApiError } from '../shared/api-error';
import { failureKind } from '../orders/failure-kind';
import { isThrottled, throttledText } from '../shared/throttled';

export const claimTexts = {
  title: 'Coat check',
  intro: 'Check in your coat, bag or umbrella and get a claim ticket. Show the ticket at the desk to collect your items.',
  submit: 'Get my claim ticket',
  sending: 'Making your claim ticket…',
  ticketTitle: 'Your claim ticket',
  ticketHint: 'Take a photo of this number. You need it to collect your items.',
  emailHint: 'We send your claim ticket there once it is paid.',
  nextGuest: 'Next guest',
  startOver: 'Start over',
  paidNote: 'Paid. Nothing more is due.',
  noFeeNote: 'Nothing to pay.',
} as const;

/** Due now on the claim, shown with its amount: the fee is paid online or at the desk on collection. */
export const claimDueNote = 'Pay now, or at the desk when you collect your items.';

/** Why no ticket came back, for the alert above the button; the form stays as the guest left it. */
export function claimFailureMessage(error: ApiError): string {
  if (isThrottled(error)) return throttledText;
  switch (failureKind(error)) {
    case 'temporary':
      return 'Your claim ticket is not made yet: we lost the connection to the venue. Please try again. The same check-in is sent again, so you never get two tickets.';
    case 'rejected':
      return `The venue did not accept this check-in: ${error.message} Please check your details and try again.`;
    case 'unreadable':
      return 'The venue answered in a way we could not read. Please ask at the coat check desk before trying again.';
  }
}
