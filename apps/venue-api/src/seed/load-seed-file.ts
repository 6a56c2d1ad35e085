// Reads a VENUE_SEED file: JSON in the seed format (docs/seed-format.md), with the raster pictures it names
// by relative path taken in from the seed's folder (docs/seed-format.md#pictures).
import { readFile } from 'node:fs/promises';
import { pictureAddress } from '@venue/core/pictures/picture-address';
import { err, type Result } from '@venue/core/shared/result';
import { parseSeed, type CheckedSeed, type SeedError } from './parse-seed';
import { isRelativePicturePath, seedPictureFields } from './seed-picture-fields';
import { takeInSeedPictures } from './take-in-seed-pictures';

/** Stands in for a picture not yet taken in, so the rest of the seed is checked before any picture is processed. */
const STAND_IN = pictureAddress('/venue-api', '0'.repeat(32), 1920, null);

/** `uploadsDir`: where pictures the seed names by path are stored; without it such a seed is refused. */
export async function loadSeedFile(path: string, uploadsDir?: string): Promise<Result<CheckedSeed, SeedError>> {
  const problem = (at: string, message: string) => err<SeedError>({ _tag: 'SeedError', source: path, path: at, message });
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return problem('', `Cannot read the file (${(error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return problem('', `Not valid JSON (${(error as Error).message})`);
  }
  const named = (seed: unknown) => seedPictureFields(seed).filter((field) => isRelativePicturePath(field.value));
  if (named(json).length === 0) return parseSeed(json, path);
  const checked = structuredClone(json);
  for (const field of named(checked)) field.replace(STAND_IN);
  const checkedSeed = parseSeed(checked, path);
  if (!checkedSeed.ok) return checkedSeed;
  if (!uploadsDir) return problem(named(json)[0]!.path, 'A picture named by path needs an uploads folder to be stored in.');
  const taken = await takeInSeedPictures(path, named(json), uploadsDir);
  return taken.ok ? parseSeed(json, path) : problem(taken.error.path, taken.error.message);
}
