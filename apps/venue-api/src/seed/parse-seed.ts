// Turns an untrusted seed (a parsed JSON file, or the generated demo) into checked seed data,
// or a message naming the field path at fault.
import { decodeWith } from '@venue/core/shared/decode';
import { err, ok, type Result } from '@venue/core/shared/result';
import { unstorableText } from '../shared/unstorable-text';
import { checkEventDays } from './check-event-days';
import { checkSeedReferences } from './check-seed-references';
import { VenueSeed, type VenueSeedData } from './venue-seed.schema';

export interface SeedError {
  readonly _tag: 'SeedError';
  readonly source: string;
  readonly path: string;
  readonly message: string;
}

export function parseSeed(input: unknown, source: string): Result<VenueSeedData, SeedError> {
  const unstorable = unstorableText(input);
  if (unstorable !== null) return err({ _tag: 'SeedError', source, path: unstorable.path, message: unstorable.problem });
  const decoded = decodeWith(VenueSeed, source)(input);
  if (!decoded.ok) return err({ _tag: 'SeedError', source, path: decoded.error.path, message: decoded.error.message });
  // References are checked on the input: its paths are the ones the author wrote.
  const problem = checkSeedReferences(input as typeof VenueSeed.Encoded) ?? checkEventDays(input as typeof VenueSeed.Encoded);
  if (problem) return err({ _tag: 'SeedError', source, ...problem });
  return ok(decoded.value);
}

export const describeSeedError = (e: SeedError): string => `${e.source}: ${e.path || '(root)'}: ${e.message}`;
