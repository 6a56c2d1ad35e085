// Your CV (docs/product.md#careers-contact-and-staff-availability): core's rule judges the picked file by its name,
// type and size before it is read, so a wrong type or a file over 5 MB is refused at once with its alert and nothing
// is read or sent; an accepted file is read as a data URL and can be removed.
import { useId, type ChangeEvent } from 'react';
import { CV_TYPES, checkCvFile, cvRefusalMessage, withCvType } from '@venue/core/forms/cv-document';
import type { CvFile } from '@venue/core/forms/job-application-form';
import buttons from '../../ui/button.module.css';
import form from '../../ui/form-field.module.css';
import formBits from '../../ui/form-bits.module.css';
import styles from './careers.module.css';

const accept = ['.pdf', '.doc', '.docx', ...Object.values(CV_TYPES)].join(',');

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });

interface CvFieldProps {
  readonly label: string;
  readonly cv: CvFile | null;
  readonly error: string | null;
  readonly onChange: (cv: CvFile | null) => void;
  readonly onRefused: (message: string) => void;
}

export function CvField({ label, cv, error, onChange, onRefused }: CvFieldProps) {
  const id = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so picking the same file again is a new pick.
    input.value = '';
    if (file === undefined) return;
    const checked = checkCvFile({ name: file.name, type: file.type, size: file.size });
    if (!checked.ok) {
      onRefused(cvRefusalMessage[checked.error]);
      return;
    }
    void readAsDataUrl(file).then(
      (dataUrl) => onChange({ name: file.name, type: checked.value, size: file.size, dataUrl: withCvType(dataUrl, checked.value) }),
      () => onRefused('Your CV could not be read. Please choose it again.'),
    );
  };
  const described = [`${id}-hint`, `${id}-chosen`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`${form.field} ${formBits.wide}`}>
      <label htmlFor={id}>
        {label} <span className={form.optional}>(optional)</span>
      </label>
      <input
        id={id}
        name="cv"
        type="file"
        accept={accept}
        className={styles.file}
        aria-invalid={error !== null}
        aria-describedby={described}
        onChange={pick}
      />
      <p id={`${id}-hint`} className={formBits.hint}>
        A PDF, DOC or DOCX file of at most 5 MB.
      </p>
      <div className={styles.fileRow}>
        <p id={`${id}-chosen`} aria-live="polite" className={styles.fileName}>
          {cv === null ? 'No CV chosen' : `Chosen: ${cv.name}`}
        </p>
        {cv !== null && (
          <button type="button" className={buttons.ghost} onClick={() => onChange(null)}>
            Remove CV
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
