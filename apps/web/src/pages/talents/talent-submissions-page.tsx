// Talent Submissions (docs/product.md#talent-submissions): the venue's intro, the application form, an image of
// talents (the first listed talents' photos) and, while sending, the Confirmation modal. Every rule and step is
// core's talent machine; it starts in the browser once the phone input's chunk (and its rules) is in.
import { useLoaderData } from 'react-router';
import { content } from '../../app/services';
import { useVenue } from '../../app/use-venue';
import checkout from '../../ui/checkout.module.css';
import { ErrorPanel } from '../../ui/error-panel';
import page from '../../ui/page.module.css';
import { PageSkeleton } from '../../ui/page-skeleton';
import { SafeHtml, withSafeHtml } from '../../ui/safe-html';
import { SizedImage } from '../../ui/sized-image';
import { useLazyPhoneField } from '../../ui/use-lazy-phone-field';
import { TalentForm } from './talent-form';
import styles from './talent-submissions.module.css';

const IMAGE_COUNT = 3;

// The image is decoration around the form: a failed talents load leaves it out and blocks nothing.
export const loader = () =>
  withSafeHtml(
    content
      .talents(1, IMAGE_COUNT)
      .then((result) => ({ photos: result.ok ? result.value.talents.map((t) => t.mainPhoto) : [] }))
      .catch(() => ({ photos: [] as string[] })),
  );

export function Component() {
  const { photos } = useLoaderData<typeof loader>();
  const intro = useVenue().intro?.talent_submission ?? null;
  const { PhoneField, failed } = useLazyPhoneField();
  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.head}>
        <h1>Talent Submissions</h1>
        {intro && <SafeHtml html={intro} className={page.prose} />}
      </header>
      <div className={`${checkout.layout} ${styles.layout}`}>
        {failed ? (
          <ErrorPanel
            level={2}
            title="This form could not load"
            message="We could not reach the venue. Check your connection and try again."
            onRetry={() => window.location.reload()}
          />
        ) : PhoneField === null ? (
          <PageSkeleton />
        ) : (
          <TalentForm PhoneField={PhoneField} />
        )}
        {photos.length > 0 && (
          <div className={styles.talentsImage} role="img" aria-label="Talents who perform at the venue">
            {photos.map((src) => (
              <SizedImage key={src} src={src} alt="" ratio={1} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
