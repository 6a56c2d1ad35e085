// The home page's slides in the carousel: an island on the home page (it rotates on its own).
import { altOf } from '@venue/core/content/image-alt';
import type { Slider } from '@venue/core/content/slider.schema';
import { SiteLink } from '../../routing/site-link';
import buttons from '../../ui/button.module.css';
import { Carousel } from '../../ui/carousel';
import { SizedImage } from '../../ui/sized-image';
import { PAGE_WIDTH_SIZES } from '../../ui/picture-sizes';
import styles from './home-page.module.css';
import * as parts from '~messages/home-parts';
import { useVenueWords } from '../../ui/venue-language';

export function HomeSlides({ slides }: { readonly slides: readonly Slider[] }) {
  const venueWords = useVenueWords();
  return (
    <Carousel
      label={parts.highlights}
      items={slides}
      itemKey={(slide) => slide._id}
      renderSlide={(slide, i) => (
        <div className={styles.slide}>
          <SizedImage
            src={slide.image}
            alt={altOf(slide.imageAlt, '')}
            {...venueWords}
            ratio={16 / 7}
            sizes={PAGE_WIDTH_SIZES}
            priority={i === 0 ? 'high' : undefined}
          />
          <div className={styles.slideText} {...venueWords}>
            <h2>{slide.title}</h2>
            <p>{slide.subtitle}</p>
            {slide.link && slide.buttonLabel && (
              <SiteLink to={slide.link} className={buttons.button}>
                {slide.buttonLabel}
              </SiteLink>
            )}
          </div>
        </div>
      )}
    />
  );
}
