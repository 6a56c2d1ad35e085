// A SiteLink inside the router (flow pages): react-router's Link, or NavLink for navigation entries,
// so moving between flow pages keeps the loaded app and its machines.
import { Link, NavLink } from 'react-router';
import type { DrawnLinkProps } from './link-renderer';

export function RouterLink({ href, children, className, nav, activeClassName, ...rest }: DrawnLinkProps) {
  if (nav) {
    return (
      <NavLink
        to={href}
        end
        className={({ isActive }) => [className, isActive ? activeClassName : undefined].filter(Boolean).join(' ')}
        {...rest}
      >
        {children}
      </NavLink>
    );
  }
  return (
    <Link to={href} className={className} {...rest}>
      {children}
    </Link>
  );
}
