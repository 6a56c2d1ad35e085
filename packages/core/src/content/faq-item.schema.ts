// GET faq-items: the questions of the FAQ page, also the knowledge the chat bot answers from.
import { Schema } from 'effect';
import { EntityId, Html } from './content-fields.schema';

export const FaqItem = Schema.Struct({
  _id: EntityId,
  question: Schema.String,
  answer: Html,
  /** Groups the page's sections (Tickets, Bottle service, Dress code...). */
  category: Schema.String,
});
export type FaqItem = typeof FaqItem.Type;

export const FaqItemsResponse = Schema.Struct({ data: Schema.Array(FaqItem) });
