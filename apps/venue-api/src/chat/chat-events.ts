// The real-time events of the support chat (docs/product.md#support-chat), built in one place so the routes, the
// socket server and the provider's message pacts all send the same names and payloads. Guest events go
// to the guest's private room only: the names carry venue id and hash, but a name is no secret.
import { Schema } from 'effect';
import { ChatMessage } from '@venue/core/chat/chat-message.schema';
import type { RealtimeEmit } from '../realtime/realtime.port';

/** The room of one guest's sockets; a socket joins it by announcing the guest's hash (toggleGuestStatus). */
export const guestRoom = (hash: string): string => `guest:${hash}`;

export const replyEventName = (venueId: string, hash: string): string => `newWebSupportReply.${venueId}-${hash}`;
export const guestDeletedEventName = (venueId: string, hash: string): string => `deleteOnlineGuestInfo.${venueId}-${hash}`;
export const webSupportEventName = (venueId: string): string => `showWebSupport.${venueId}`;
export const guestStatusEventName = 'toggleGuestStatus';
/** Staff are typing a reply to this guest (ours; docs/backend.md#real-time). */

const encodeMessage = Schema.encodeUnknownSync(ChatMessage);

/** A venue reply (bot or staff) as the chat message JSON the site decodes with core's ChatMessage. */
export const replyEmit = (venueId: string, message: ChatMessage & { readonly hash: string }): RealtimeEmit => ({
  event: replyEventName(venueId, message.hash),
  payload: encodeMessage(message),
  room: guestRoom(message.hash),
});

/** The venue deleted the guest: the site forgets the stored guest and empties the chat. */
export const guestDeletedEmit = (venueId: string, hash: string): RealtimeEmit => ({
  event: guestDeletedEventName(venueId, hash),
  payload: { hash },
  room: guestRoom(hash),
});

/** Web support on or off for the whole venue: every socket hears it, with the bare 'yes' or 'no'. */
export const webSupportEmit = (venueId: string, enabled: boolean): RealtimeEmit => ({
  event: webSupportEventName(venueId),
  payload: enabled ? 'yes' : 'no',
});

/** What the site emits on toggleGuestStatus (core chat-realtime.port GuestStatusReport). */
export const GuestStatusReport = Schema.Struct({
  hash: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  venueId: Schema.String,
  status: Schema.Literals(['online', 'offline']),
});
export type GuestStatusReport = typeof GuestStatusReport.Type;
