// Every link inside the site: ref and PID carried over, legacy and unknown paths resolved, and a
// click on the page the guest is already on ignored (no duplicate entry) but still scrolled up.
// How the anchor is drawn (a document navigation or the router's) is link-renderer.tsx's choice.
import { useContext, type ReactNode } from 'react';
import { SCROLL_TO_TOP_MS } from '@venue/core/routing/scroll-to-top';
import { CurrentPath, LinkRenderer, type AnchorProps } from './link-renderer';
import { isExternal, siteHref } from './site-href';
import { prefersReducedMotion, scrollToTop } from './scroll-to-top';

interface SiteLinkProps extends AnchorProps {
  readonly to: string;
  readonly children: ReactNode;
  readonly className?: string | undefined;
  /** Marks the link of the current page (aria-current) and gives it `activeClassName`. */
  readonly nav?: boolean;
  readonly activeClassName?: string | undefined;
}

export function SiteLink({ to, children, className, nav = false, activeClassName, onClick, ...rest }: SiteLinkProps) {
  const current = useContext(CurrentPath);
  const Drawn = useContext(LinkRenderer);
  if (isExternal(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const href = siteHref(current, to);
  const handleClick: AnchorProps['onClick'] = (event) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (href === current) {
      event.preventDefault();
      scrollToTop(prefersReducedMotion() ? 0 : SCROLL_TO_TOP_MS);
    }
  };
  return (
    <Drawn href={href} className={className} nav={nav} activeClassName={activeClassName} onClick={handleClick} {...rest}>
      {children}
    </Drawn>
  );
}
