// Spec 3: an e-mail-style message counts as from the venue when its sender address is in the venue's mail domain.

/** The address inside `Name <a@b.c>`, a bare `a@b.c`, or a parsed `{ address }`; null when there is none. */
export function mailAddressOf(from: string | { readonly address: string }): string | null {
  const raw = typeof from === 'string' ? from : from.address;
  const bracketed = /<([^<>]+)>/.exec(raw);
  const address = (bracketed?.[1] ?? raw).trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : null;
}

/**
 * True when the address's domain is exactly the venue's mail domain, ignoring case and a leading @.
 * Subdomains do not count: the venue names the one domain its staff write from.
 */
export function belongsToMailDomain(address: string, mailDomain: string): boolean {
  const domain = mailDomain.trim().toLowerCase().replace(/^@/, '');
  const at = address.lastIndexOf('@');
  return (
    domain !== '' &&
    at > 0 &&
    address
      .slice(at + 1)
      .trim()
      .toLowerCase() === domain
  );
}

export function isFromVenueMail(from: string | { readonly address: string }, mailDomain: string | null): boolean {
  const address = mailAddressOf(from);
  return address !== null && mailDomain !== null && belongsToMailDomain(address, mailDomain);
}
