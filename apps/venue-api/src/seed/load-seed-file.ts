// Reads a VENUE_SEED file: JSON in the seed format (docs/seed-format.md).
import { readFile } from 'node:fs/promises';
import { err, type Result } from '@venue/core/shared/result';
import { parseSeed, type SeedError } from './parse-seed';
import type { VenueSeedData } from './venue-seed.schema';

export async function loadSeedFile(path: string): Promise<Result<VenueSeedData, SeedError>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return err({ _tag: 'SeedError', source: path, path: '', message: `Cannot read the file (${(error as Error).message})` });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return err({ _tag: 'SeedError', source: path, path: '', message: `Not valid JSON (${(error as Error).message})` });
  }
  return parseSeed(json, path);
}
