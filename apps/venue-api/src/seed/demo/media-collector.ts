// Collects the pictures the demo seed draws and hands back the path each is served at.
import type { VenueSeedInput } from '../venue-seed.schema';
import { drawArt, type ArtKind } from './svg-art';

export const mediaPath = (name: string): string => `/venue-api/media/${name}`;

export interface MediaCollector {
  /** Draws a picture once per name and returns its path (`/venue-api/media/<name>.svg`). */
  art(kind: ArtKind, slug: string, title: string, subtitle?: string): string;
  readonly media: NonNullable<VenueSeedInput['media']>[number][];
}

export function createMediaCollector(): MediaCollector {
  const media: MediaCollector['media'] = [];
  const names = new Set<string>();
  return {
    media,
    art(kind, slug, title, subtitle) {
      const name = `${slug}.svg`;
      if (!names.has(name)) {
        names.add(name);
        media.push({ name, svg: drawArt(kind, slug, title, subtitle) });
      }
      return mediaPath(name);
    },
  };
}
