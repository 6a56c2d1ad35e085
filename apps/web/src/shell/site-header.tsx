// The header (docs/product.md#routes-and-navigation): venue name, title, optional image and colours from the website
// settings, the FAQ link, and the navigation entries the menus settings return. Wide screens show
// the entries inline; narrower ones open them in a drawer whose close button is the close action.
import { useId, useState, type CSSProperties } from 'react';
import { visibleNavigationEntries } from '@venue/core/routing/header-navigation';
import { pathTo } from '@venue/core/routing/routes';
import type { WebsiteSettingsState } from './use-website-settings';
import { SiteLink } from '../routing/site-link';
import { ModalDialog } from '../ui/modal-dialog';
import { SizedImage } from '../ui/sized-image';
import { fixedSizes } from '../ui/picture-sizes';
import styles from './site-header.module.css';
import { CloseIcon } from '../ui/icons';
import * as m from '~messages/header';
import * as panels from '~messages/panels';
import { navigationLabel, navigationLabelWords } from './navigation-words';
import { useVenueWords } from '../ui/venue-language';

interface SiteHeaderProps {
  readonly venueName: string | null;
  readonly settings: WebsiteSettingsState;
  readonly onRetrySettings: () => void;
}

export function SiteHeader({ venueName, settings, onRetrySettings }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const venueWords = useVenueWords();
  const drawerTitle = useId();
  const ready = settings.status === 'ready' ? settings.settings : null;
  const name = ready?.header.venueName ?? venueName ?? '';
  const colours = ready
    ? ({ '--venue-header-bg': ready.header.colors.background, '--venue-header-text': ready.header.colors.text } as CSSProperties)
    : undefined;
  const menus = ready?.menus ?? [];
  const desktopEntries = visibleNavigationEntries(menus, { mobile: false });
  const mobileEntries = visibleNavigationEntries(menus, { mobile: true });
  const faqTarget = `/${(ready?.header.faqTarget ?? 'faq').replace(/^\/+/, '')}`;

  return (
    <header className={styles.header} style={colours}>
      <div className={styles.bar}>
        <SiteLink to={pathTo('Home')} className={styles.brand} aria-label={name ? m.homeOf(name) : m.home}>
          {ready?.header.image ? (
            <SizedImage className={styles.logo} src={ready.header.image} alt="" ratio={1} sizes={fixedSizes(40)} priority="low" />
          ) : null}
          <span className={styles.names}>
            {/* A venue name of any length fits the bar's one line: the end of a long one gives way to an ellipsis. */}
            <span className={styles.name} {...venueWords} data-clips-by-design>
              {name}
            </span>
            {ready?.header.title ? (
              <span className={styles.title} {...venueWords}>
                {ready.header.title}
              </span>
            ) : null}
          </span>
        </SiteLink>

        <div className={styles.actions}>
          <SiteLink to={faqTarget} className={styles.faq}>
            {m.faq}
          </SiteLink>
          <button
            type="button"
            className={styles.menuButton}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
            <span className={styles.menuLabel}>{m.menu}</span>
          </button>
        </div>
      </div>
      <nav className={styles.nav} aria-label={m.mainNavigation}>
        {settings.status === 'failed' ? (
          <span className={styles.navStatus}>
            <MenuFailed onRetry={onRetrySettings} />
          </span>
        ) : (
          <ul className={styles.navList}>
            {desktopEntries.map((entry) => (
              <li key={entry.route}>
                <SiteLink
                  to={entry.route}
                  className={styles.navLink}
                  nav
                  activeClassName={styles.active}
                  {...navigationLabelWords(entry, venueWords)}
                >
                  {navigationLabel(entry)}
                </SiteLink>
              </li>
            ))}
          </ul>
        )}
      </nav>

      <ModalDialog open={menuOpen} onClose={() => setMenuOpen(false)} labelledBy={drawerTitle} className={styles.drawer}>
        <div className={styles.drawerHead}>
          <h2 id={drawerTitle} {...(name ? venueWords : {})}>
            {name || m.menu}
          </h2>
          <button type="button" className={styles.menuButton} onClick={() => setMenuOpen(false)} aria-label={m.closeMenu}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={m.mobileNavigation}>
          {settings.status === 'failed' ? (
            <p className={styles.drawerList}>
              <MenuFailed onRetry={onRetrySettings} />
            </p>
          ) : (
            <ul className={styles.drawerList}>
              {mobileEntries.map((entry) => (
                <li key={entry.route}>
                  <SiteLink to={entry.route} onClick={() => setMenuOpen(false)} {...navigationLabelWords(entry, venueWords)}>
                    {navigationLabel(entry)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </ModalDialog>
    </header>
  );
}

/** The header's menu when the website settings failed to load: both menus offer the same retry. */
function MenuFailed({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <>
      {m.menuCouldNotLoad}{' '}
      <button type="button" className={styles.retry} onClick={onRetry}>
        {panels.tryAgain}
      </button>
    </>
  );
}
