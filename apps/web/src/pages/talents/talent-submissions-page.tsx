// Talent Submissions (docs/product.md#talent-submissions): the venue's intro, the application form, an image of
// talents (the first listed talents' photos) and, while sending, the Confirmation modal. Every rule and step is
// core's talent machine; it starts in the browser once the phone input's chunk (and its rules) is in.
import { useLoaderData } from 'react-router';
import { content } from '../../app/services';
import { useVenue } from '../../app/use-venue';
import page from '../../ui/page.module.css';
import { SafeHtml, withSafeHtml } from '../../ui/safe-html';
import { SizedImage } from '../../ui/sized-image';
import { FormPageFrame, PhoneForm } from '../../ui/form-page-frame';
import { TalentForm } from './talent-form';
import styles from './talent-submissions.module.css';
import * as m from '~messages/talents';

const IMAGE_COUNT = 3;
/** Three photos in a row on a phone, one above the other in a third of the page from 960px (talent-submissions.module.css). */
const TALENTS_IMAGE_SIZES = '(min-width: 1100px) 350px, (min-width: 960px) 33vw, calc(33vw - 16px)';

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
  return (
    <FormPageFrame
      title={m.talentSubmissions}
      intro={intro && <SafeHtml html={intro} className={page.prose} />}
      pageClassName={styles.page}
      layoutClassName={styles.layout}
    >
      <PhoneForm form={(PhoneField) => <TalentForm PhoneField={PhoneField} />} />
      {photos.length > 0 && (
        <div className={styles.talentsImage} role="img" aria-label={m.talentsImage}>
          {photos.map((src) => (
            <SizedImage key={src} src={src} alt="" ratio={1} sizes={TALENTS_IMAGE_SIZES} />
          ))}
        </div>
      )}
    </FormPageFrame>
  );
}
