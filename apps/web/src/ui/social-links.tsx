// The venue's social pages (core's venueSocialLinks), each opening in a new tab: the footer's and the contact page's.
import type { SocialLink } from '@venue/core/session/venue-social-links';

export function SocialLinks({ links, className }: { readonly links: readonly SocialLink[]; readonly className: string | undefined }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          {/* A network's name is a brand, a word of no language: not translated, not marked with one. */}
          <a href={link.href} target="_blank" rel="noopener noreferrer" translate="no">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
