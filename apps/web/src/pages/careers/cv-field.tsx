// Your CV (docs/product.md#careers-contact-and-staff-availability): core's rule judges the picked file by its name,
// type and size before it is read, so a wrong type or a file over 5 MB is refused at once with its alert and nothing
// is read or sent; an accepted file is read as a data URL and can be removed.
import type { ChangeEvent } from 'react';
import { CV_TYPES, checkCvFile, withCvType, type CvRefusal } from '@venue/core/forms/cv-document';
import * as v from '~messages/validation';
import type { CvFile } from '@venue/core/forms/job-application-form';
import { FileField } from '../../ui/file-field';
import styles from './careers.module.css';
import * as m from '~messages/careers';

const cvRefusalText = { 'not-a-document': v.cvNotADocument, 'file-too-large': v.cvTooLarge } satisfies Record<CvRefusal, string>;

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
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so picking the same file again is a new pick.
    input.value = '';
    if (file === undefined) return;
    const checked = checkCvFile({ name: file.name, type: file.type, size: file.size });
    if (!checked.ok) {
      onRefused(cvRefusalText[checked.error]);
      return;
    }
    void readAsDataUrl(file).then(
      (dataUrl) => onChange({ name: file.name, type: checked.value, size: file.size, dataUrl: withCvType(dataUrl, checked.value) }),
      () => onRefused(m.cvCouldNotBeRead),
    );
  };
  return (
    <FileField
      label={label}
      optional
      name="cv"
      accept={accept}
      hint={m.cvHint}
      chosen={cv === null ? m.noCvChosen : m.cvChosen(cv.name)}
      removeText={cv === null ? null : m.removeCv}
      onRemove={() => onChange(null)}
      error={error}
      onPick={pick}
      classes={{ chosen: styles.fileName }}
    />
  );
}
