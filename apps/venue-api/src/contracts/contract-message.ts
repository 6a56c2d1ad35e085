// What a message pact asks the provider for: the message an action of the server sends, made by the
// code that sends it live, with what travels beside it (the socket event's name) as metadata.
import type { ApiContext } from '../http/api-context';
import type { StateValues } from './provider-state';

export interface ContractMessage {
  readonly contents: unknown;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** Makes the message from the values the interaction's provider states answered. */
export type MessageProducer = (values: StateValues) => Promise<ContractMessage>;

/** The messages of one area, by the description the pact gives them. */
export type AreaMessages = (ctx: ApiContext) => Readonly<Record<string, MessageProducer>>;
