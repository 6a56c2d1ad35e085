// The chat's real-time messages for provider verification, each produced by the code that sends it
// live (the bot, the staff actions), with a recording emitter in place of socket.io. The event name
// travels as metadata `event`, so the pact pins names as well as payloads.
import type { MessageDescriptor, MessageFromProviderWithMetadata } from '@pact-foundation/pact';
import { Schema } from 'effect';
import { GuestStatusReport, guestStatusEventName } from '../../chat/chat-events';
import { receiveGuestMessage } from '../../chat/receive-guest-message';
import { deleteConversation, staffReply, switchWebSupport } from '../../chat/staff-actions';
import type { ApiContext } from '../../http/api-context';
import { writeWebSupport } from '../../store/chat.store';
import { recordingRealtime } from '../recording-realtime';
import type { AreaMessages } from '../message-providers';
import { freshGuest, pactGuestHash, param } from '../provider-states/chat.states';

const stateParams = (descriptor: MessageDescriptor) => descriptor.providerStates?.[0]?.params;

/** Runs `act` with a recording emitter and returns the one event it sent, as the verifier expects it. */
async function sent(ctx: ApiContext, act: (ctx: ApiContext) => Promise<unknown>): Promise<MessageFromProviderWithMetadata> {
  const realtime = recordingRealtime();
  await act({ ...ctx, realtime });
  const [emit, ...more] = realtime.emitted;
  if (!emit || more.length > 0) throw new Error(`Expected one real-time event, got ${realtime.emitted.length}.`);
  return { __pactMessageMetadata: { event: emit.event }, message: emit.payload };
}

export const chatMessages: AreaMessages = (ctx) => ({
  'a bot answer to a guest question': async (descriptor) => {
    const guest = await freshGuest(ctx, param(stateParams(descriptor), 'hash', pactGuestHash));
    return sent(ctx, (c) =>
      receiveGuestMessage(c, guest, { hash: guest.hash, type: 'text', message: 'Is there a dress code?', from: 'guest' }),
    );
  },
  'a staff reply to a guest': async (descriptor) => {
    const guest = await freshGuest(ctx, param(stateParams(descriptor), 'hash', pactGuestHash));
    return sent(ctx, (c) => staffReply(c, guest.hash, 'Your table is ready at 10 PM.'));
  },
  'the venue deleted a guest': async (descriptor) => {
    const guest = await freshGuest(ctx, param(stateParams(descriptor), 'hash', pactGuestHash));
    return sent(ctx, (c) => deleteConversation(c, guest.hash));
  },
  'web support switched off': async () => {
    const message = await sent(ctx, (c) => switchWebSupport(c, false));
    // Other interactions expect the demo's default: support on.
    await writeWebSupport(ctx.db, true);
    return message;
  },
  // The site emits this one and the server reads it: what the server accepts is produced by the
  // server's own schema, from the values the state names.
  'a guest announces it is online': (descriptor) => {
    const params = stateParams(descriptor);
    const report = Schema.decodeUnknownSync(GuestStatusReport)({
      hash: param(params, 'hash', pactGuestHash),
      venueId: param(params, 'venueId', ''),
      status: 'online',
    });
    return { __pactMessageMetadata: { event: guestStatusEventName }, message: Schema.encodeSync(GuestStatusReport)(report) };
  },
});
