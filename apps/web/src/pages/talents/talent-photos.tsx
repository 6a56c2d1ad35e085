// A talent's photos in the carousel: an island on the talent's page (it rotates on its own).
import { Carousel } from '../../ui/carousel';
import { SizedImage } from '../../ui/sized-image';

export function TalentPhotos({ name, photos }: { readonly name: string; readonly photos: readonly string[] }) {
  return (
    <Carousel
      label={`Photos of ${name}`}
      items={photos}
      itemKey={(src) => src}
      renderSlide={(src, i) => <SizedImage src={src} alt={`${name}, photo ${i + 1}`} ratio={1} priority={i === 0 ? 'high' : undefined} />}
    />
  );
}
