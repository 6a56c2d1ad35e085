// The media link rows (docs/product.md#talent-submissions): the first row adds a row, each later row removes itself.
import buttons from '../../ui/button.module.css';
import form from '../../ui/form-field.module.css';
import styles from './talent-submissions.module.css';
import { errorIdOf, FieldErrorLine } from '../../ui/field-error-line';
import * as m from '~messages/talents';

interface TalentMediaLinksProps {
  readonly links: readonly string[];
  readonly errorOf: (index: number) => string | null;
  readonly onChange: (links: readonly string[]) => void;
}

export function TalentMediaLinks({ links, errorOf, onChange }: TalentMediaLinksProps) {
  return (
    <fieldset className={styles.links}>
      <legend>{m.mediaLinks}</legend>
      {links.map((link, i) => {
        const error = errorOf(i);
        const id = `media-link-${i}`;
        return (
          <div key={i} className={form.field}>
            <div className={styles.linkRow}>
              <input
                id={id}
                name={`mediaLinks[${i}]`}
                type="url"
                className={form.input}
                aria-label={m.mediaLinkNumber(i + 1)}
                placeholder={m.mediaLinksLabel}
                aria-invalid={error !== null}
                aria-describedby={error ? errorIdOf(id) : undefined}
                value={link}
                onChange={(e) => onChange(links.map((l, j) => (j === i ? e.target.value : l)))}
              />
              {i === 0 ? (
                <button type="button" className={buttons.ghost} onClick={() => onChange([...links, ''])}>
                  {m.addLink}
                </button>
              ) : (
                <button
                  type="button"
                  className={buttons.ghost}
                  aria-label={m.removeMediaLink(i + 1)}
                  onClick={() => onChange(links.filter((_, j) => j !== i))}
                >
                  {m.remove}
                </button>
              )}
            </div>
            {error && <FieldErrorLine fieldId={id}>{error}</FieldErrorLine>}
          </div>
        );
      })}
    </fieldset>
  );
}
