// Provider states of the chat pacts: a guest with a fixed hash, created afresh (delete, then insert)
// so the interactions' order does not matter; the conversation is written by the real message path.
import type { ApiContext } from '../../http/api-context';
import { receiveGuestMessage } from '../../chat/receive-guest-message';
import { createGuest, deleteGuest, type OnlineGuestRow } from '../../store/chat.store';
import { recordingRealtime } from '../recording-realtime';
import type { AreaStates } from '../provider-states';

export const param = (params: unknown, name: string, fallback: string): string => {
  const value = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : fallback;
};

export const pactGuestHash = 'pact-guest-1';

/** Replaces the guest with this hash by a fresh one without messages. */
export async function freshGuest(ctx: ApiContext, hash: string): Promise<OnlineGuestRow> {
  return ctx.db.transaction(async (tx) => {
    await deleteGuest(tx, hash);
    return createGuest(
      tx,
      { clientName: 'Ada Lovelace', clientEmail: 'ada@example.com', clientPhone: '+1 212 555 0123', userAgent: 'PC', ip: null },
      ctx.now(),
      hash,
    );
  });
}

export const chatStates: AreaStates = (ctx) => ({
  'an online guest exists': async (params?: unknown) => {
    await freshGuest(ctx, param(params, 'hash', pactGuestHash));
    return undefined;
  },
  'an online guest has a conversation': async (params?: unknown) => {
    const guest = await freshGuest(ctx, param(params, 'hash', pactGuestHash));
    // The bot answers as it does live; its emit goes nowhere here.
    await receiveGuestMessage({ ...ctx, realtime: recordingRealtime() }, guest, {
      hash: guest.hash,
      type: 'text',
      message: 'Is there a dress code?',
      from: 'guest',
      clientId: 'c-1',
    });
    return undefined;
  },
});
