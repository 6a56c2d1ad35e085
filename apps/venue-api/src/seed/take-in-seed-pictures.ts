// The raster pictures a seed file names by relative path (docs/seed-format.md#pictures), taken in as staff
// uploads are: each file read from inside the seed's folder only, processed once (the same file named
// twice is one take-in), and its field set to the picture's address. A path out of the folder, a missing
// file or a refused picture stops the seed with the field's path.
import { open, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { PICTURE_LIMITS } from '@venue/core/pictures/picture-ladder';
import { err, ok, type Result } from '@venue/core/shared/result';
import { createWorkQueue } from '../pictures/picture-work-queue';
import { takeInPicture } from '../pictures/take-in-picture';
import type { SeedProblem } from './check-seed-references';
import type { SeedPictureField } from './seed-picture-fields';

const inside = (folder: string, file: string): boolean => {
  const rest = relative(folder, file);
  return rest !== '' && rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest);
};

/** At most one byte past the limit is read, so an enormous file is refused as too large without reading it. */
async function readBounded(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    if (!(await handle.stat()).isFile()) throw new Error('not a file');
    const buffer = Buffer.alloc(PICTURE_LIMITS.maxBytes + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The picture's address, or what is wrong with the file the field names. */
async function takeInFile(seedFolder: string, name: string, uploadsDir: string): Promise<Result<string, string>> {
  const file = resolve(seedFolder, name);
  if (!inside(seedFolder, file)) return err(`"${name}" is outside the seed file's folder.`);
  // A link inside the folder may lead out of it: where it really leads must be inside too.
  const real = await realpath(file).catch(() => null);
  if (!real || !inside(seedFolder, real)) return err(`"${name}" is not a file in the seed file's folder.`);
  const bytes = await readBounded(real).catch(() => null);
  if (!bytes) return err(`Cannot read the picture "${name}".`);
  // Seeding runs before the API answers anyone: its own queue takes the pictures one by one.
  const taken = await takeInPicture(uploadsDir, bytes, createWorkQueue({ running: 1, waiting: 0 }));
  return taken.ok ? ok(taken.value.address) : err(`"${name}": ${taken.error.message}`);
}

/** Replaces each field's relative path with the address of the picture taken in from it. */
export async function takeInSeedPictures(
  seedFile: string,
  fields: readonly SeedPictureField[],
  uploadsDir: string,
): Promise<Result<void, SeedProblem>> {
  const seedFolder = await realpath(dirname(seedFile));
  const addresses = new Map<string, Result<string, string>>();
  for (const field of fields) {
    const key = resolve(seedFolder, field.value);
    const address = addresses.get(key) ?? (await takeInFile(seedFolder, field.value, uploadsDir));
    addresses.set(key, address);
    if (!address.ok) return err({ path: field.path, message: address.error });
    field.replace(address.value);
  }
  return ok(undefined);
}
