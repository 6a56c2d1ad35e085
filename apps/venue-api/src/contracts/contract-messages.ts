// Every message the consumer pacts expect, by description, merged from one file per area.
import type { ApiContext } from '../http/api-context';
import { chatMessages } from './chat.messages';
import type { AreaMessages, MessageProducer } from './contract-message';

const areas: readonly AreaMessages[] = [chatMessages];

export function contractMessages(ctx: ApiContext): ReadonlyMap<string, MessageProducer> {
  const messages = new Map<string, MessageProducer>();
  for (const area of areas) {
    for (const [description, producer] of Object.entries(area(ctx))) {
      if (messages.has(description)) throw new Error(`Message "${description}" is defined twice.`);
      messages.set(description, producer);
    }
  }
  return messages;
}
