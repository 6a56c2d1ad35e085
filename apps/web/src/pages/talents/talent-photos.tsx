// A talent's photos in the carousel: an island on the talent's page (it rotates on its own).
import { Carousel } from '../../ui/carousel';
import { SizedImage } from '../../ui/sized-image';
import * as m from '~messages/talents';

/** The talent's photo: the screen's width less the page's sides up to 520px, then a 460px column (talents.module.css `.photo`). */
export const TALENT_PHOTO_SIZES = '(min-width: 860px) 460px, (min-width: 552px) 520px, calc(100vw - 32px)';

export function TalentPhotos({ name, photos }: { readonly name: string; readonly photos: readonly string[] }) {
  return (
    <Carousel
      label={m.photosOf(name)}
      items={photos}
      itemKey={(src) => src}
      renderSlide={(src, i) => (
        <SizedImage src={src} alt={m.photoOf(name, i + 1)} ratio={1} sizes={TALENT_PHOTO_SIZES} priority={i === 0 ? 'high' : undefined} />
      )}
    />
  );
}
