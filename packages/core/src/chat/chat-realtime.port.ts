// The real-time channel of the support chat (docs/product.md#support-chat), as the chat machine sees it.
import type { ChatMessage } from './chat-message.schema';

/** Events the channel sends into the chat machine. */
export type SocketEvent =
  | { readonly type: 'socket.connected' }
  | { readonly type: 'socket.disconnected' }
  /** newWebSupportReply.{venueId}-{hash}, decoded. */
  | { readonly type: 'socket.reply'; readonly message: ChatMessage }
  /** deleteOnlineGuestInfo.{venueId}-{hash}. */
  | { readonly type: 'socket.deleteGuest' }
  /** showWebSupport.{venueId}. */
  | { readonly type: 'socket.showWebSupport'; readonly value: 'yes' | 'no' };

/** What the chat machine tells the channel: which guest's channels to listen to. */
export type RealtimeCommand = { readonly type: 'realtime.watchGuest'; readonly hash: string } | { readonly type: 'realtime.unwatchGuest' };

export interface RealtimeInput {
  readonly venueId: string;
}

export type GuestStatus = 'online' | 'offline';

/** Payload of the toggleGuestStatus emit. */
export interface GuestStatusReport {
  readonly hash: string;
  readonly venueId: string;
  readonly status: GuestStatus;
}

/** The socket adapter. */
export interface ChatRealtimePort {
  /** Opens the venue's channels and hands every event to `send`, including (re)connections. */
  open(venueId: string, send: (event: SocketEvent) => void): RealtimeConnection;
  /** Emits toggleGuestStatus; must work during page unload, so it cannot wait for anything. */
  toggleGuestStatus(report: GuestStatusReport): void;
}

export interface RealtimeConnection {
  watchGuest(hash: string): void;
  unwatchGuest(): void;
  close(): void;
}
