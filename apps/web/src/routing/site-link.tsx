// Every link inside the site: ref and PID carried over, legacy and unknown paths resolved, and a
// click on the page the guest is already on ignored (no duplicate entry) but still scrolled up.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { SCROLL_TO_TOP_MS } from '@venue/core/routing/scroll-to-top';
import { isExternal, siteHref } from './site-href';
import { prefersReducedMotion, scrollToTop } from './scroll-to-top';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'style'>;

interface SiteLinkProps extends AnchorProps {
  readonly to: string;
  readonly children: ReactNode;
  readonly className?: string | undefined;
  /** Marks the link of the current page (aria-current) and gives it `activeClassName`. */
  readonly nav?: boolean;
  readonly activeClassName?: string | undefined;
}

export function SiteLink({ to, children, className, nav = false, activeClassName, onClick, ...rest }: SiteLinkProps) {
  const location = useLocation();
  if (isExternal(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const current = `${location.pathname}${location.search}${location.hash}`;
  const href = siteHref(current, to);
  const handleClick: AnchorProps['onClick'] = (event) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (href === current) {
      event.preventDefault();
      scrollToTop(prefersReducedMotion() ? 0 : SCROLL_TO_TOP_MS);
    }
  };
  if (nav) {
    return (
      <NavLink
        to={href}
        end
        className={({ isActive }) => [className, isActive ? activeClassName : undefined].filter(Boolean).join(' ')}
        onClick={handleClick}
        {...rest}
      >
        {children}
      </NavLink>
    );
  }
  return (
    <Link to={href} className={className} onClick={handleClick} {...rest}>
      {children}
    </Link>
  );
}
