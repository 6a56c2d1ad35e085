// How a SiteLink draws its anchor. By default a plain link, a document navigation: what the server
// writes into a content page and what an island hydrates (docs/decisions.md#islands-on-content-pages).
// Inside the router (flow pages) the root layout supplies router-link.tsx, which navigates in place.
import { createContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import { usePageLanguage, withBasename } from '../app/page-language';

export type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'style'>;

export interface DrawnLinkProps extends AnchorProps {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string | undefined;
  /** A navigation entry: marked as the current page (aria-current) with `activeClassName`. */
  readonly nav: boolean;
  readonly activeClassName?: string | undefined;
}

/** The address the guest is on (path, query and hash), for links that carry its ref and PID over. */
export const CurrentPath = createContext('/');

const pathOf = (href: string): string => href.split(/[?#]/, 1)[0] ?? href;

/** A document navigation: the href is a site path, written with the page's language prefix (`/fr/events`). */
export function PlainLink({ href, children, className, nav, activeClassName, ...rest }: DrawnLinkProps) {
  const { basename } = usePageLanguage();
  return (
    <CurrentPath.Consumer>
      {(current) => {
        const active = nav && pathOf(current) === pathOf(href);
        return (
          <a
            href={withBasename(basename, href)}
            className={[className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined}
            aria-current={active ? 'page' : undefined}
            {...rest}
          >
            {children}
          </a>
        );
      }}
    </CurrentPath.Consumer>
  );
}

export const LinkRenderer = createContext<ComponentType<DrawnLinkProps>>(PlainLink);
