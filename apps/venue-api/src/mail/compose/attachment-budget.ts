// Attachments stay under 3 MB a mail (docs/decisions.md#mail-templates): mail servers refuse or bounce larger mails, and a
// phone on a venue's basement signal gives up on them. Past the budget, a file travels as a link instead.

/** The most a mail's attachments may weigh, as encoded in the mail. */
export const ATTACHMENT_BUDGET_BYTES = 3 * 1024 * 1024;

/** What a file weighs in a mail: base64 (four characters per three bytes) in lines of 76 with a CRLF each. */
export const encodedSize = (bytes: number): number => {
  const chars = Math.ceil(bytes / 3) * 4;
  return chars + Math.ceil(chars / 76) * 2;
};

/**
 * Splits files, most wanted first, into the ones attached and the ones given as links: each is attached while it
 * still fits in what the ones before it left of the budget, so a large file is linked and smaller later ones still
 * travel.
 */
export function fitAttachments<T extends { readonly content: Uint8Array }>(
  files: readonly T[],
  budget = ATTACHMENT_BUDGET_BYTES,
): { readonly attached: readonly T[]; readonly linked: readonly T[] } {
  const attached: T[] = [];
  const linked: T[] = [];
  let left = budget;
  for (const file of files) {
    const size = encodedSize(file.content.byteLength);
    if (size <= left) {
      attached.push(file);
      left -= size;
    } else linked.push(file);
  }
  return { attached, linked };
}
