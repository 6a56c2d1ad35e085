// Upload Photos (docs/product.md#talent-submissions): the picked files read as data URLs, core's rule for what is a
// picture (a pick with any other file is refused whole, with its alert), the count summary and Remove Photo.
import type { ChangeEvent } from 'react';
import { TALENT_PHOTOS_MAX } from '@venue/core/talents/talent-photo-data-url';
import { addPhotos, photoSummary, UPLOAD_HINT, type PhotoFile } from '@venue/core/talents/talent-photos';
import { FileField } from '../../ui/file-field';
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
  return (
    <FileField
      label="Upload Photos"
      name="photos"
      accept=".gif,.jpg,.jpeg,.png,.webp,image/*"
      multiple
      hint={`${UPLOAD_HINT} (1 to ${TALENT_PHOTOS_MAX} photos, at most 5 MB each).`}
      chosen={summary === '' ? 'No photo chosen' : summary}
      removeText={photos.length > 0 ? 'Remove Photo' : null}
      onRemove={() => onChange([])}
      error={error}
      onPick={pick}
      classes={{ input: styles.file, chosen: styles.summary }}
    />
  );
}
