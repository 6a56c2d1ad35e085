// Every real-time message the consumer pacts expect, merged from one file per area, for the verifier's
// `messageProviders`. Each is built by the server's own emit-building code, never written by hand.
import type { MessageProviders } from '@pact-foundation/pact';
import type { ApiContext } from '../http/api-context';
import { chatMessages } from './provider-messages/chat.messages';

export type AreaMessages = (ctx: ApiContext) => MessageProviders;

const areas: readonly AreaMessages[] = [chatMessages];

export function messageProviders(ctx: ApiContext): MessageProviders {
  const providers: MessageProviders = {};
  for (const area of areas) {
    for (const [description, provider] of Object.entries(area(ctx))) {
      if (description in providers) throw new Error(`Message "${description}" is defined twice.`);
      providers[description] = provider;
    }
  }
  return providers;
}
