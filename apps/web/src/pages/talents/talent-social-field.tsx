// A Facebook, Instagram or Youtube user name, shown after the site's address (docs/product.md#talent-submissions).
import { socialSiteAddress } from '@venue/core/talents/talent-submission-form';
import form from '../../ui/form-field.module.css';
import { LabeledField } from '../../ui/form-bits';
import styles from './talent-submissions.module.css';
import * as m from '~messages/talents';

interface SocialFieldProps {
  readonly site: keyof typeof socialSiteAddress;
  readonly field: 'facebookLink' | 'instagramLink' | 'youtubeLink';
  readonly value: string;
  readonly error: string | null;
  readonly onChange: (value: string) => void;
}

const labels = { facebookLink: m.facebookLabel, instagramLink: m.instagramLabel, youtubeLink: m.youtubeLabel } as const;

export function SocialField({ site, field, value, error, onChange }: SocialFieldProps) {
  return (
    <LabeledField label={labels[field]} error={error}>
      {(control) => (
        <span className={styles.prefixed}>
          {/* An address, a word of no language: not translated. */}
          <span className={styles.prefix} aria-hidden="true" translate="no">
            {socialSiteAddress[site]}
          </span>
          <input
            {...control}
            name={field}
            className={form.input}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={m.userName}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        </span>
      )}
    </LabeledField>
  );
}
