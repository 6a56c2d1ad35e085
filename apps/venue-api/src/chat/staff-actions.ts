// What staff do to a conversation from the staff page: reply (and show they are typing), delete the
// guest, switch web support.
// Each writes in one transaction and then tells the site over the socket, with the chat's own emits.
import type { ApiContext } from '../http/api-context';
import { sendEmit } from '../realtime/realtime.port';
import { deleteGuest, findGuest, insertMessage, lockGuest, setNeedsStaff, writeWebSupport, type StoredMessage } from '../store/chat.store';
import { readVenueIdentity } from '../store/venue.store';
import { removeChatUploads } from '../uploads/chat-uploads';
import { guestDeletedEmit, replyEmit, webSupportEmit } from './chat-events';

type StaffContext = Pick<ApiContext, 'db' | 'realtime' | 'now' | 'uploadsDir'>;

async function venueId(ctx: StaffContext): Promise<string> {
  const venue = await readVenueIdentity(ctx.db);
  if (!venue) throw new Error('The chat needs a venue in the database.');
  return venue.id;
}

/** Stores a staff reply and sends it to the guest; undefined when the guest no longer exists. */
export async function staffReply(ctx: StaffContext, hash: string, text: string): Promise<StoredMessage | undefined> {
  const stored = await ctx.db.transaction(async (tx) => {
    if (!(await lockGuest(tx, hash))) return undefined;
    const { message } = await insertMessage(tx, { hash, type: 'text', message: text, from: 'venue', author: 'staff' }, ctx.now());
    // Staff have answered: the conversation no longer waits for them.
    await setNeedsStaff(tx, hash, false);
    return message;
  });
  if (stored) sendEmit(ctx.realtime, replyEmit(await venueId(ctx), stored));
  return stored;
}

/**
 * Tells the guest that staff are typing: a `typing` message on the reply channel, which the widget
 * shows until the reply comes or a while passes (docs/product.md#support-chat). Staff stopping says
 * nothing: the indicator ends on its own. Nothing is stored; false when the guest no longer exists.
 */
export async function staffTyping(ctx: StaffContext, hash: string, typing: boolean): Promise<boolean> {
  if (!(await findGuest(ctx.db, hash))) return false;
  if (typing) sendEmit(ctx.realtime, replyEmit(await venueId(ctx), { type: 'typing', from: 'venue', hash, message: '' }));
  return true;
}

/** Deletes the guest, the conversation and its uploads, and tells the guest's site to forget it. */
export async function deleteConversation(ctx: StaffContext, hash: string): Promise<boolean> {
  const { deleted, uploads } = await ctx.db.transaction((tx) => deleteGuest(tx, hash));
  if (!deleted) return false;
  await removeChatUploads(ctx.uploadsDir, uploads);
  sendEmit(ctx.realtime, guestDeletedEmit(await venueId(ctx), hash));
  return true;
}

/** Turns web support on or off for every visitor. */
export async function switchWebSupport(ctx: StaffContext, enabled: boolean): Promise<void> {
  await ctx.db.transaction((tx) => writeWebSupport(tx, enabled));
  sendEmit(ctx.realtime, webSupportEmit(await venueId(ctx), enabled));
}
