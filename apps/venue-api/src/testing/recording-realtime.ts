// A RealtimeEmitter for tests: keeps every event in order, so a test can assert what a route sent.
import { collectingRealtime, type CollectingRealtime } from '../realtime/collecting-realtime';

export interface RecordingRealtime extends CollectingRealtime {
  /** The payloads sent on `event`, oldest first. */
  payloadsOf(event: string): unknown[];
  clear(): void;
}

export function recordingRealtime(): RecordingRealtime {
  const collecting = collectingRealtime();
  return {
    ...collecting,
    payloadsOf: (event) => collecting.emitted.filter((e) => e.event === event).map((e) => e.payload),
    clear: () => void collecting.emitted.splice(0),
  };
}
