// The language switcher (docs/product.md#languages): the same page in each of the venue's languages, each named
// in itself. Plain links, as each language is a page of its own built apart; a click also keeps the choice
// (language-choice.ts), so the home page stops following the browser's languages.
import { useContext } from 'react';
import { LANGUAGE_NAMES } from '@venue/core/i18n/languages';
import * as m from '~messages/languages';
import { pathInLanguage, usePageLanguage } from '../app/page-language';
import { CurrentPath } from '../routing/link-renderer';
import { LANGUAGE_CHOICE_ATTRIBUTE } from './language-choice';
import styles from './language-switcher.module.css';

export function LanguageSwitcher() {
  const page = usePageLanguage();
  const current = useContext(CurrentPath);
  if (page.languages.length < 2) return null;
  return (
    <nav className={styles.switcher} aria-labelledby="footer-language-title">
      <h2 id="footer-language-title">{m.languageHeading}</h2>
      <ul className={styles.list}>
        {page.languages.map((language) => (
          <li key={language}>
            <a
              href={pathInLanguage(current, language, page)}
              lang={language}
              hrefLang={language}
              aria-current={language === page.language ? 'page' : undefined}
              {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: language }}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
