// ChatRealtimePort over socket.io-client (docs/product.md#support-chat, real time). Venue replies and the guest-deleted
// signal arrive on events keyed by venue id and guest hash, the web-support switch on one keyed by
// venue id. Every payload is decoded; a bad one is reported and dropped, so the backend can never
// crash the chat. Every (re)connection is reported as socket.connected, on which the chat machine
// reloads the history and announces the guest again: socket.io does not replay what was missed.
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { Schema } from 'effect';
import { ChatMessage } from '@venue/core/chat/chat-message.schema';
import type { ChatRealtimePort, GuestStatusReport, RealtimeConnection, SocketEvent } from '@venue/core/chat/chat-realtime.port';
import { decodeWith, type DecodeError } from '@venue/core/shared/decode';
import { err, type Result } from '@venue/core/shared/result';

export interface ReconnectionSettings {
  /** First pause before reconnecting; doubles each attempt up to maxDelayMs. */
  readonly delayMs: number;
  readonly maxDelayMs: number;
  /** Jitter: each pause varies by this fraction, so guests do not all return at once. */
  readonly randomizationFactor: number;
  readonly attempts: number;
}

export interface VenueRealtimeConfig {
  /** The socket.io server's origin; absent means the page's own origin (the embedded backend). */
  readonly url?: string;
  readonly path?: string;
  readonly reconnection?: Partial<ReconnectionSettings>;
  /** How long one connection attempt may take. */
  readonly connectTimeoutMs?: number;
  readonly transports?: ReadonlyArray<'polling' | 'websocket' | 'webtransport'>;
  /** A payload that did not decode; it has been dropped. For logs: the guest sees nothing. */
  readonly onInvalid?: (error: DecodeError) => void;
  /** The device's network going away and coming back; the browser's online/offline events by default. */
  readonly network?: NetworkWatch;
}

/** Calls `listener` with false when the device goes offline and true when it is back; returns the unsubscribe. */
export type NetworkWatch = (listener: (online: boolean) => void) => () => void;

export const browserNetwork: NetworkWatch = (listener) => {
  if (typeof window === 'undefined') return () => undefined;
  const online = () => listener(true);
  const offline = () => listener(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
};

export const DEFAULT_SOCKET_PATH = '/venue-api/socket.io';

export const DEFAULT_RECONNECTION: ReconnectionSettings = {
  delayMs: 1_000,
  maxDelayMs: 10_000,
  randomizationFactor: 0.5,
  // A guest may leave the tab open for hours; the chat should come back whenever the venue does.
  attempts: Number.POSITIVE_INFINITY,
};

export const replyEvent = (venueId: string, hash: string) => `newWebSupportReply.${venueId}-${hash}`;
export const deletedEvent = (venueId: string, hash: string) => `deleteOnlineGuestInfo.${venueId}-${hash}`;
export const webSupportEvent = (venueId: string) => `showWebSupport.${venueId}`;

const WebSupportValue = Schema.Literals(['yes', 'no']);
// The bare value is the contract; `{ value }` is accepted too because leniency costs nothing here.
const WebSupportPayload = Schema.Union([WebSupportValue, Schema.Struct({ value: WebSupportValue })]);

/** A reply arrives as JSON text or as an object; both decode, with core's chat schema, to a message or a DecodeError. */
export function decodeReply(payload: unknown, source = 'newWebSupportReply'): Result<ChatMessage, DecodeError> {
  let value = payload;
  if (typeof payload === 'string') {
    try {
      value = JSON.parse(payload) as unknown;
    } catch {
      return err({ _tag: 'DecodeError', source, path: '', message: 'Expected JSON text' });
    }
  }
  return decodeWith(ChatMessage, source)(value);
}

type Listener = (...args: unknown[]) => void;

export function createVenueRealtime(config: VenueRealtimeConfig = {}): ChatRealtimePort {
  const reconnection = { ...DEFAULT_RECONNECTION, ...config.reconnection };
  const options: Partial<ManagerOptions & SocketOptions> = {
    path: config.path ?? DEFAULT_SOCKET_PATH,
    // Explicit rather than socket.io's defaults, so the backoff is visible and testable.
    reconnection: true,
    reconnectionAttempts: reconnection.attempts,
    reconnectionDelay: reconnection.delayMs,
    reconnectionDelayMax: reconnection.maxDelayMs,
    randomizationFactor: reconnection.randomizationFactor,
    timeout: config.connectTimeoutMs ?? 20_000,
    // One manager per connection: closing it must not cut anyone else's.
    forceNew: true,
    ...(config.transports ? { transports: [...config.transports] } : {}),
  };
  const reportInvalid = (error: DecodeError) => config.onInvalid?.(error);
  const sockets = new Set<Socket>();

  function open(venueId: string, send: (event: SocketEvent) => void): RealtimeConnection {
    // Connecting only here keeps the site off the socket until the chat actually starts.
    const socket: Socket = config.url === undefined ? io(options) : io(config.url, options);
    sockets.add(socket);
    let closed = false;
    let kicks = 0;
    let connectedAt = 0;
    let kickTimer: ReturnType<typeof setTimeout> | undefined;

    socket.on('connect', () => {
      connectedAt = Date.now();
      send({ type: 'socket.connected' });
    });

    socket.on('disconnect', (reason) => {
      send({ type: 'socket.disconnected' });
      // socket.io retries by itself after a lost transport, but not after the server hung up on
      // purpose (a restart that closes sockets first, a deploy); the chat wants to come back anyway.
      if (reason === 'io server disconnect' && !closed) {
        // Back off only while the server keeps hanging up soon after each connect.
        if (Date.now() - connectedAt > reconnection.maxDelayMs) kicks = 0;
        const delay = Math.min(reconnection.maxDelayMs, reconnection.delayMs * 2 ** kicks);
        kicks++;
        kickTimer = setTimeout(() => {
          if (!closed) socket.connect();
        }, delay);
      }
    });

    // A socket can outlive the network it ran on (no close frame ever comes) and only notice it at the next ping,
    // while the guest types on: going offline hangs up at once, so the chat knows to hold its messages, and
    // coming back connects afresh, so the chat reloads the history and sends them (docs/product.md#support-chat).
    const stopWatchingNetwork = (config.network ?? browserNetwork)((online) => {
      if (closed) return;
      // disconnect() also stops socket.io's own retries, which cannot succeed offline; its event tells the chat.
      if (!online) socket.disconnect();
      else if (!socket.connected) socket.connect();
    });

    const webSupportSource = webSupportEvent(venueId);
    const decodeWebSupport = decodeWith(WebSupportPayload, webSupportSource);
    socket.on(webSupportSource, (payload: unknown) => {
      const decoded = decodeWebSupport(payload);
      if (!decoded.ok) return reportInvalid(decoded.error);
      send({ type: 'socket.showWebSupport', value: typeof decoded.value === 'string' ? decoded.value : decoded.value.value });
    });

    let guestListeners: ReadonlyArray<[string, Listener]> = [];
    function unwatchGuest() {
      for (const [event, listener] of guestListeners) socket.off(event, listener);
      guestListeners = [];
    }

    return {
      watchGuest(hash) {
        // One guest at a time: a new hash replaces the previous guest's listeners.
        unwatchGuest();
        const source = replyEvent(venueId, hash);
        guestListeners = [
          [
            source,
            (payload) => {
              const decoded = decodeReply(payload, source);
              if (decoded.ok) send({ type: 'socket.reply', message: decoded.value });
              else reportInvalid(decoded.error);
            },
          ],
          [deletedEvent(venueId, hash), () => send({ type: 'socket.deleteGuest' })],
        ];
        for (const [event, listener] of guestListeners) socket.on(event, listener);
      },
      unwatchGuest,
      close() {
        if (closed) return;
        closed = true;
        clearTimeout(kickTimer);
        stopWatchingNetwork();
        sockets.delete(socket);
        // Listeners go first, so closing reports nothing.
        socket.removeAllListeners();
        socket.disconnect();
      },
    };
  }

  return {
    open,
    toggleGuestStatus(report: GuestStatusReport) {
      // Sent at once or not at all: it also runs during page unload, and a status socket.io
      // buffered while offline would arrive late, after the machine announced the guest again.
      for (const socket of sockets) {
        if (socket.connected) socket.emit('toggleGuestStatus', { hash: report.hash, venueId: report.venueId, status: report.status });
      }
    },
  };
}
