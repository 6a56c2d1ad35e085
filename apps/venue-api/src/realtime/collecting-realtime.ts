// A RealtimeEmitter that keeps what it is asked to send instead of sending it: the contract messages
// run the chat's real code without a guest hearing it, and tests assert what a route sent.
import type { RealtimeEmit, RealtimeEmitter } from './realtime.port';

export interface CollectingRealtime extends RealtimeEmitter {
  /** Every event, oldest first. */
  readonly emitted: RealtimeEmit[];
}

export function collectingRealtime(): CollectingRealtime {
  const emitted: RealtimeEmit[] = [];
  return {
    emitted,
    emit: (event, payload, room) => void emitted.push(room === undefined ? { event, payload } : { event, payload, room }),
  };
}
