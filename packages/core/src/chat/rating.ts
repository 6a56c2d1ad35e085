// A rating of 3 or more is good, below 3 bad, and the guest sees which (docs/product.md#support-chat).
import type { ConversationMessage } from './conversation-message';

export const goodRatingSentence = 'You rated our service as good.';
export const badRatingSentence = 'You rated our service as bad.';

/** The stars the widget offers; the product brief does not show the scale, 1 to 5 is the widget's. */
export const ratingChoices = [1, 2, 3, 4, 5] as const;

export const isGoodRating = (rate: number): boolean => rate >= 3;

export const ratingSentence = (rate: number): string => (isGoodRating(rate) ? goodRatingSentence : badRatingSentence);

export const isRatingChoice = (rate: number): boolean => Number.isInteger(rate) && rate >= 1 && rate <= 5;

/** The guest's rating as the conversation shows it once the server has it. */
export const ratingMessage = (rate: number): ConversationMessage => ({
  id: null,
  clientId: null,
  type: 'rate',
  from: 'guest',
  message: ratingSentence(rate),
  suggestions: [],
  audio: null,
  duration: null,
  rate,
  meta: undefined,
  delivery: 'sent',
});
