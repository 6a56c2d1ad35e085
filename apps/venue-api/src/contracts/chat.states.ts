// Provider states of the chat pacts: an online guest, and one whose conversation holds a question and
// the bot's answer. The guest's hash is the server's own (a new guest every time), which the pacts
// read from the state's answer; only a pact whose body the verifier cannot fill in (multipart) names one.
import { receiveGuestMessage } from '../chat/receive-guest-message';
import type { ApiContext } from '../http/api-context';
import { collectingRealtime } from '../realtime/collecting-realtime';
import { createGuest, deleteGuest, type OnlineGuestRow } from '../store/chat.store';
import type { AreaStates, StateParams } from './provider-state';

const ada = { clientName: 'Ada Lovelace', clientEmail: 'ada@example.com', clientPhone: '+1 212 555 0123', userAgent: 'PC', ip: null } as const;

/** Ada Lovelace, online, no messages yet: under the hash the params name (replacing that guest), else a new one. */
export function newGuest(ctx: ApiContext, params: StateParams = {}): Promise<OnlineGuestRow> {
  const named = params.hash;
  if (typeof named !== 'string') return createGuest(ctx.db, ada, ctx.now());
  return ctx.db.transaction(async (tx) => {
    await deleteGuest(tx, named);
    return createGuest(tx, ada, ctx.now(), named);
  });
}

export const chatStates: AreaStates = (ctx) => ({
  /** params: hash (optional). Answers hash. */
  'an online guest exists': async (params) => ({ hash: (await newGuest(ctx, params)).hash }),
  /** The guest asked "Is there a dress code?" (client id c-1) and the bot answered; answers hash. */
  'an online guest has a conversation': async () => {
    const guest = await newGuest(ctx);
    // The bot answers as it does live; no socket hears it.
    await receiveGuestMessage({ ...ctx, realtime: collectingRealtime() }, guest, {
      hash: guest.hash,
      type: 'text',
      message: 'Is there a dress code?',
      from: 'guest',
      clientId: 'c-1',
    });
    return { hash: guest.hash };
  },
});
