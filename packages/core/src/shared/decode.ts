// Turns an Effect Schema decode into a Result whose error names the path of the first bad field.
import { Cause, Exit, Schema, SchemaIssue } from 'effect';
import { err, ok, type Result } from './result';

export interface DecodeError {
  readonly _tag: 'DecodeError';
  /** What was being decoded, for example an endpoint such as `GET faq-items`. */
  readonly source: string;
  /** The path of the offending field, for example `data[2].price`; empty for the root. */
  readonly path: string;
  readonly message: string;
}

const toStandard = SchemaIssue.makeFormatterStandardSchemaV1();

type PathSegment = PropertyKey | { readonly key: PropertyKey };

function readablePath(segments: ReadonlyArray<PathSegment> | undefined): string {
  return (segments ?? [])
    .map((s) => (typeof s === 'object' ? s.key : s))
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

export function decodeWith<S extends Schema.Top>(schema: S, source: string) {
  const decode = Schema.decodeUnknownExit(schema as never) as (input: unknown) => Exit.Exit<S['Type'], Schema.SchemaError>;
  return (input: unknown): Result<S['Type'], DecodeError> => {
    const exit = decode(input);
    if (Exit.isSuccess(exit)) return ok(exit.value);
    const failure = Cause.findErrorOption(exit.cause);
    if (failure._tag === 'None') return err({ _tag: 'DecodeError', source, path: '', message: 'Invalid value' });
    const [first] = toStandard(failure.value.issue).issues;
    return err({ _tag: 'DecodeError', source, path: readablePath(first?.path), message: first?.message ?? 'Invalid value' });
  };
}
