// Upload Photos (docs/product.md#talent-submissions): the picked files read as data URLs, core's rule for what is a
// picture (a pick with any other file is refused whole, with its alert), the count summary and Remove Photo.
import { useId, type ChangeEvent } from 'react';
import { TALENT_PHOTOS_MAX } from '@venue/core/talents/talent-photo-data-url';
import { addPhotos, photoSummary, UPLOAD_HINT, type PhotoFile } from '@venue/core/talents/talent-photos';
import buttons from '../../ui/button.module.css';
import form from '../../ui/form-field.module.css';
import styles from './talent-submissions.module.css';

const readAsDataUrl = (file: File): Promise<PhotoFile> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ name: file.name, data: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });

interface TalentPhotosFieldProps {
  readonly photos: readonly PhotoFile[];
  readonly error: string | null;
  readonly onChange: (photos: readonly PhotoFile[]) => void;
  readonly onAlert: (alert: string) => void;
}

export function TalentPhotosField({ photos, error, onChange, onAlert }: TalentPhotosFieldProps) {
  const id = useId();
  const summary = photoSummary(photos);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // Cleared, so picking the same files again is a new pick.
    input.value = '';
    if (files.length === 0) return;
    void Promise.all(files.map(readAsDataUrl)).then(
      (picked) => {
        const next = addPhotos(photos, picked);
        if (next.alert !== null) onAlert(next.alert);
        else onChange(next.photos);
      },
      () => onAlert('Your photos could not be read. Please choose them again.'),
    );
  };
  const described = [`${id}-hint`, `${id}-summary`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`${form.field} ${styles.wide}`}>
      <label htmlFor={id}>Upload Photos</label>
      <input
        id={id}
        name="photos"
        type="file"
        multiple
        accept=".gif,.jpg,.jpeg,.png,.webp,image/*"
        className={styles.file}
        aria-invalid={error !== null}
        aria-describedby={described}
        onChange={pick}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {UPLOAD_HINT} (1 to {TALENT_PHOTOS_MAX} photos, at most 5 MB each).
      </p>
      <div className={styles.photoRow}>
        <p id={`${id}-summary`} aria-live="polite" className={styles.summary}>
          {summary === '' ? 'No photo chosen' : summary}
        </p>
        {photos.length > 0 && (
          <button type="button" className={buttons.ghost} onClick={() => onChange([])}>
            Remove Photo
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}
