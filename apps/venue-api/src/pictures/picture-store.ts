// Where processed pictures live on disk (docs/backend.md#pictures): `{uploads}/pictures/{hash}/` holds the
// served rungs, the card and `picture.json`; `{uploads}/picture-originals/{hash}` the original, never served.
// A picture is written whole in a work folder and renamed into place, so a reader (or another instance
// sharing the folder) sees a picture complete or not at all.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PICTURE_HASH } from '@venue/core/pictures/picture-address';

/** What `picture.json` keeps: enough to answer a second take-in of the same bytes without work. */
export interface StoredPictureFacts {
  readonly width: number;
  readonly height: number;
  readonly placeholder: string;
}

export const picturesDir = (uploadsDir: string): string => join(uploadsDir, 'pictures');
export const pictureFolder = (uploadsDir: string, hash: string): string => join(picturesDir(uploadsDir), hash);
const originalsDir = (uploadsDir: string): string => join(uploadsDir, 'picture-originals');
const workDir = (uploadsDir: string): string => join(uploadsDir, 'picture-work');
const FACTS = 'picture.json';

/** Work folders older than this were left by a process that stopped mid-picture. */
const ABANDONED_MS = 60 * 60 * 1000;

export async function readStoredPicture(uploadsDir: string, hash: string): Promise<StoredPictureFacts | null> {
  if (!PICTURE_HASH.test(hash)) return null;
  try {
    const facts = JSON.parse(await readFile(join(pictureFolder(uploadsDir, hash), FACTS), 'utf8')) as StoredPictureFacts;
    return Number.isInteger(facts.width) && Number.isInteger(facts.height) && typeof facts.placeholder === 'string' ? facts : null;
  } catch {
    return null;
  }
}

/** A fresh folder to write one picture's files in, on the same disk as the pictures so a rename moves it. */
export async function newWorkFolder(uploadsDir: string): Promise<string> {
  const folder = join(workDir(uploadsDir), randomUUID());
  await mkdir(folder, { recursive: true });
  return folder;
}

export const removeWorkFolder = (folder: string): Promise<void> => rm(folder, { recursive: true, force: true });

/** Removes work folders a crashed process left; another instance's fresh work is left alone. */
export async function sweepAbandonedWork(uploadsDir: string, now = Date.now()): Promise<void> {
  const names = await readdir(workDir(uploadsDir)).catch(() => [] as string[]);
  for (const name of names) {
    const folder = join(workDir(uploadsDir), name);
    const info = await stat(folder).catch(() => null);
    if (info && now - info.mtimeMs > ABANDONED_MS) await removeWorkFolder(folder);
  }
}

/**
 * Moves a finished work folder (its files, plus `original`) into place: the original first, then the
 * served folder with its `picture.json` last, so a picture that answers always has its original. When
 * another take-in of the same bytes got there first, its files are the same and are kept.
 */
export async function storePicture(uploadsDir: string, hash: string, work: string, facts: StoredPictureFacts): Promise<void> {
  await mkdir(originalsDir(uploadsDir), { recursive: true });
  await mkdir(picturesDir(uploadsDir), { recursive: true });
  await rename(join(work, 'original'), join(originalsDir(uploadsDir), hash));
  await writeFile(join(work, FACTS), JSON.stringify(facts));
  try {
    await rename(work, pictureFolder(uploadsDir, hash));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || !(await readStoredPicture(uploadsDir, hash))) throw error;
    await removeWorkFolder(work);
  }
}
