// Ports answered from a responses file. Each port method takes the recorded answers for it in turn;
// an ok value goes through the same schema the HTTP adapter decodes with, so a recorded body that
// would not decode becomes a DecodeError exactly as in the site.
import type { Schema } from 'effect';
import { decodeWith } from '@venue/core/shared/decode';
import type { ApiError } from '@venue/core/shared/api-error';
import type { Result } from '@venue/core/shared/result';
import type { RecordedCall } from './replay-format';

/** For each port, its methods and the schema of each method's ok value (null: nothing to decode). */
export type PortSchemas = Readonly<Record<string, Readonly<Record<string, Schema.Top | null>>>>;

/** A recorded answer the machine's calls did not match: a broken recording or a changed machine. Thrown, as bugs are. */
export class ReplayMismatch extends Error {
  override readonly name = 'ReplayMismatch';
}

export interface RecordedPorts {
  /** The fake ports, by name; each method returns the next recorded answer for it. */
  readonly ports: Readonly<Record<string, Readonly<Record<string, (...args: unknown[]) => Promise<Result<unknown, ApiError>>>>>>;
  /** The recorded calls not consumed so far. */
  unused(): readonly RecordedCall[];
  /** Resolves once no call is in flight; recorded answers never are, live ones take a network round trip. */
  idle?(): Promise<void>;
}

// Arguments are compared as JSON, as they were recorded.
const asJson = (value: unknown): string => JSON.stringify(value, (_, v: unknown) => (v === undefined ? null : v));

export function recordedPorts(schemas: PortSchemas, calls: readonly RecordedCall[]): RecordedPorts {
  for (const call of calls) {
    if (schemas[call.port]?.[call.method] === undefined) {
      throw new ReplayMismatch(`The responses file answers ${call.port}.${call.method}, which this flow does not have.`);
    }
  }
  const queues = new Map<string, RecordedCall[]>();
  for (const call of calls) {
    const key = `${call.port}.${call.method}`;
    queues.set(key, [...(queues.get(key) ?? []), call]);
  }

  const ports = Object.fromEntries(
    Object.entries(schemas).map(([port, methods]) => [
      port,
      Object.fromEntries(
        Object.entries(methods).map(([method, schema]) => {
          const decode = schema === null ? null : decodeWith(schema, `recorded ${port}.${method}`);
          const answer = async (...args: unknown[]): Promise<Result<unknown, ApiError>> => {
            const key = `${port}.${method}`;
            const next = queues.get(key)?.shift();
            if (next === undefined) throw new ReplayMismatch(`No recorded answer left for ${key}(${args.map(asJson).join(', ')}).`);
            if (next.args !== undefined && asJson(next.args) !== asJson(args)) {
              throw new ReplayMismatch(`${key} was called with ${asJson(args)} but the recording expects ${asJson(next.args)}.`);
            }
            if (!next.result.ok) return next.result;
            return decode === null ? { ok: true, value: next.result.value } : decode(next.result.value);
          };
          return [method, answer];
        }),
      ),
    ]),
  );

  return { ports, unused: () => [...queues.values()].flat() };
}
