// The chat's real-time messages, each made by the code that sends it live (the bot, the staff
// actions, the guest-status schema) with a collecting emitter in place of socket.io, so no guest hears
// it. The socket event's name travels as metadata `event`.
import { Schema } from 'effect';
import { GuestStatusReport, guestStatusEventName } from '../chat/chat-events';
import { receiveGuestMessage } from '../chat/receive-guest-message';
import { deleteConversation, staffReply, switchWebSupport } from '../chat/staff-actions';
import type { ApiContext } from '../http/api-context';
import { collectingRealtime } from '../realtime/collecting-realtime';
import { findGuest, writeWebSupport } from '../store/chat.store';
import { readVenueIdentity } from '../store/venue.store';
import type { AreaMessages, ContractMessage } from './contract-message';
import type { StateValues } from './provider-state';

/** Runs `act` with a collecting emitter and answers the one event it sent. */
async function sent(ctx: ApiContext, act: (ctx: ApiContext) => Promise<unknown>): Promise<ContractMessage> {
  const realtime = collectingRealtime();
  await act({ ...ctx, realtime });
  const [emit, ...more] = realtime.emitted;
  if (!emit || more.length > 0) throw new Error(`Expected one real-time event, got ${realtime.emitted.length}.`);
  return { contents: emit.payload, metadata: { event: emit.event } };
}

/** The guest 'an online guest exists' made for this message. */
async function stateGuest(ctx: ApiContext, values: StateValues) {
  const guest = typeof values.hash === 'string' ? await findGuest(ctx.db, values.hash) : undefined;
  if (!guest) throw new Error("This message needs the state 'an online guest exists'.");
  return guest;
}

export const chatMessages: AreaMessages = (ctx) => ({
  'a bot answer to a guest question': async (values) => {
    const guest = await stateGuest(ctx, values);
    return sent(ctx, (c) => receiveGuestMessage(c, guest, { hash: guest.hash, type: 'text', message: 'Is there a dress code?', from: 'guest' }));
  },
  'a staff reply to a guest': async (values) => {
    const guest = await stateGuest(ctx, values);
    return sent(ctx, (c) => staffReply(c, guest.hash, 'Your table is ready at 10 PM.'));
  },
  'the venue deleted a guest': async (values) => {
    const guest = await stateGuest(ctx, values);
    return sent(ctx, (c) => deleteConversation(c, guest.hash));
  },
  'web support switched off': async () => {
    const message = await sent(ctx, (c) => switchWebSupport(c, false));
    // Everything else expects the demo's default: support on.
    await writeWebSupport(ctx.db, true);
    return message;
  },
  // The site emits this one and the server reads it: what the server accepts, made by its own schema
  // for the state's guest at this venue.
  'a guest announces it is online': async (values) => {
    const guest = await stateGuest(ctx, values);
    const venue = await readVenueIdentity(ctx.db);
    if (!venue) throw new Error('The chat needs a venue in the database.');
    const report = Schema.decodeUnknownSync(GuestStatusReport)({ hash: guest.hash, venueId: venue.id, status: 'online' });
    return { contents: Schema.encodeSync(GuestStatusReport)(report), metadata: { event: guestStatusEventName } };
  },
});
