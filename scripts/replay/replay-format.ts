// The two files of a replay: the recorded guest events, and the recorded answers of the ports.
// The answers are keyed by port and method (the core port interfaces), not by HTTP route, so an
// `--api <url>` mode can later answer the same calls with the real adapters instead.
import { Schema } from 'effect';
import { decodeWith, type DecodeError } from '@venue/core/shared/decode';
import type { Result } from '@venue/core/shared/result';

export const eventsFormat = 'venue-replay/events@1';
export const responsesFormat = 'venue-replay/responses@1';

const MachineEvent = Schema.Struct({ type: Schema.String });

export const ReplayEventsFile = Schema.Struct({
  format: Schema.Literal(eventsFormat),
  flow: Schema.String,
  description: Schema.optional(Schema.String),
  /** The machine's input; the flow's default input when absent. */
  input: Schema.optional(Schema.Unknown),
  /** Events in the order the guest (or the socket) sent them; each may carry more fields than type. */
  events: Schema.Array(Schema.Unknown),
  /** What the replay must end in; checked when present. */
  expect: Schema.optional(
    Schema.Struct({
      state: Schema.optional(Schema.String),
      status: Schema.optional(Schema.Literals(['active', 'done', 'error', 'stopped'])),
    }),
  ),
});
export type ReplayEventsFile = typeof ReplayEventsFile.Type;

const NetworkError = Schema.Struct({ _tag: Schema.Literal('NetworkError'), message: Schema.String });
const HttpError = Schema.Struct({
  _tag: Schema.Literal('HttpError'),
  status: Schema.Int,
  message: Schema.String,
  body: Schema.optional(Schema.Unknown),
});
const DecodeErrorSchema = Schema.Struct({
  _tag: Schema.Literal('DecodeError'),
  source: Schema.String,
  path: Schema.String,
  message: Schema.String,
});

export const RecordedResult = Schema.Union([
  /** A value as the port returns it (already decoded by the adapter); decoded again here with the flow's schema. */
  Schema.Struct({ ok: Schema.Literal(true), value: Schema.optional(Schema.Unknown) }),
  Schema.Struct({ ok: Schema.Literal(false), error: Schema.Union([NetworkError, HttpError, DecodeErrorSchema]) }),
]);

export const RecordedCall = Schema.Struct({
  port: Schema.String,
  method: Schema.String,
  /** When present, the call the machine makes must have exactly these arguments. */
  args: Schema.optional(Schema.Array(Schema.Unknown)),
  result: RecordedResult,
});
export type RecordedCall = typeof RecordedCall.Type;

export const ReplayResponsesFile = Schema.Struct({
  format: Schema.Literal(responsesFormat),
  flow: Schema.String,
  /** Answers in the order the calls are made; each port method takes its own in turn. */
  calls: Schema.Array(RecordedCall),
});
export type ReplayResponsesFile = typeof ReplayResponsesFile.Type;

const decodeEventsFile = decodeWith(ReplayEventsFile, 'events file');
const decodeResponsesFile = decodeWith(ReplayResponsesFile, 'responses file');
const decodeEvent = decodeWith(MachineEvent, 'event');

export interface MachineEventObject {
  readonly type: string;
  readonly [field: string]: unknown;
}

export function readEventsFile(json: unknown): Result<ReplayEventsFile & { readonly events: readonly MachineEventObject[] }, DecodeError> {
  const file = decodeEventsFile(json);
  if (!file.ok) return file;
  for (const [index, event] of file.value.events.entries()) {
    const checked = decodeEvent(event);
    if (!checked.ok)
      return {
        ok: false,
        error: { ...checked.error, source: 'events file', path: `events[${index}]${checked.error.path ? `.${checked.error.path}` : ''}` },
      };
  }
  return { ok: true, value: { ...file.value, events: file.value.events as readonly MachineEventObject[] } };
}

export const readResponsesFile = (json: unknown): Result<ReplayResponsesFile, DecodeError> => decodeResponsesFile(json);
