// A rating of 3 or more is good, below 3 bad, and the guest sees which (docs/product.md#support-chat): core gives the
// verdict, the site writes the sentence.
import type { ConversationMessage } from './conversation-message';

export type RatingVerdict = 'good' | 'bad';

/** The stars the widget offers; the product brief does not show the scale, 1 to 5 is the widget's. */
export const ratingChoices = [1, 2, 3, 4, 5] as const;

export const isGoodRating = (rate: number): boolean => rate >= 3;

export const ratingVerdict = (rate: number): RatingVerdict => (isGoodRating(rate) ? 'good' : 'bad');

export const isRatingChoice = (rate: number): boolean => Number.isInteger(rate) && rate >= 1 && rate <= 5;

/** The guest's rating as the conversation shows it once the server has it: its sentence comes from the rate. */
export const ratingMessage = (rate: number): ConversationMessage => ({
  id: null,
  clientId: null,
  type: 'rate',
  from: 'guest',
  message: '',
  suggestions: [],
  audio: null,
  duration: null,
  rate,
  meta: undefined,
  delivery: 'sent',
});
