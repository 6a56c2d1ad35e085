// Upload Photos (docs/product.md#talent-submissions): the picked files read as data URLs, core's rule for what is a
// picture (a pick with any other file is refused whole, with its alert), the file name of one photo or the count of
// more, and Remove Photo.
import type { ChangeEvent } from 'react';
import { TALENT_PHOTOS_MAX } from '@venue/core/talents/talent-photo-data-url';
import { addPhotos, type PhotoFile } from '@venue/core/talents/talent-photos';
import { FileField } from '../../ui/file-field';
import styles from './talent-submissions.module.css';
import * as m from '~messages/talents';

const photoSummary = (photos: readonly PhotoFile[]): string =>
  photos.length === 0 ? m.noPhotoChosen : photos.length === 1 ? (photos[0]?.name ?? '') : m.photoCount(photos.length);

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
        if (next.refused !== null) onAlert(m.notAPicture);
        else onChange(next.photos);
      },
      () => onAlert(m.photosCouldNotBeRead),
    );
  };
  return (
    <FileField
      label={m.photosLabel}
      name="photos"
      accept=".gif,.jpg,.jpeg,.png,.webp,image/*"
      multiple
      hint={m.photosHint(TALENT_PHOTOS_MAX)}
      chosen={summary}
      removeText={photos.length > 0 ? m.removePhoto : null}
      onRemove={() => onChange([])}
      error={error}
      onPick={pick}
      classes={{ input: styles.file, chosen: styles.summary }}
    />
  );
}
