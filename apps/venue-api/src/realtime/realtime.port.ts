// The server's side of the real-time channel, as routes see it: send an event, to one room or to
// everyone. socket.io implements it in main.ts; tests record what was sent.

export interface RealtimeEmitter {
  /** Sends `event` to the sockets in `room`, or to every socket when there is none. Never waits, never throws. */
  emit(event: string, payload: unknown, room?: string): void;
}

/** One event ready to send: what the chat's emit-building functions produce. */
export interface RealtimeEmit {
  readonly event: string;
  readonly payload: unknown;
  /** Absent: every socket (venue-wide events such as showWebSupport). */
  readonly room?: string;
}

export const sendEmit = (realtime: RealtimeEmitter, emit: RealtimeEmit): void =>
  emit.room === undefined ? realtime.emit(emit.event, emit.payload) : realtime.emit(emit.event, emit.payload, emit.room);
