// A RealtimeEmitter for tests: keeps every event in order, so a test can assert what a route sent.
import type { RealtimeEmit, RealtimeEmitter } from '../realtime/realtime.port';

export interface RecordingRealtime extends RealtimeEmitter {
  readonly emitted: RealtimeEmit[];
  /** The payloads sent on `event`, oldest first. */
  payloadsOf(event: string): unknown[];
  clear(): void;
}

export function recordingRealtime(): RecordingRealtime {
  const emitted: RealtimeEmit[] = [];
  return {
    emitted,
    emit: (event, payload, room) => void emitted.push(room === undefined ? { event, payload } : { event, payload, room }),
    payloadsOf: (event) => emitted.filter((e) => e.event === event).map((e) => e.payload),
    clear: () => void emitted.splice(0),
  };
}
