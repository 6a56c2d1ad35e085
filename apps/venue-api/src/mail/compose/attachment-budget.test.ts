// The 3 MB rule for attachments (docs/decisions.md#mail-templates).
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_BUDGET_BYTES, encodedSize, fitAttachments } from './attachment-budget';

const file = (name: string, bytes: number) => ({ name, content: new Uint8Array(bytes) });

describe('fitting attachments into 3 MB', () => {
  it('counts a file as the mail carries it: base64 in lines of 76 with a CRLF each', () => {
    expect(encodedSize(0)).toBe(0);
    expect(encodedSize(3)).toBe(4 + 2);
    expect(encodedSize(57)).toBe(76 + 2);
    expect(encodedSize(58)).toBe(80 + 4);
  });

  it('attaches everything that fits, in order, and links the rest', () => {
    const files = [file('code-1', 4_000), file('invoice', 2_000_000), file('calendar', 1_000)];
    const { attached, linked } = fitAttachments(files);
    expect(attached.map((f) => f.name)).toEqual(['code-1', 'invoice', 'calendar']);
    expect(linked).toEqual([]);
  });

  it('links a file that would take the mail past the budget, and still attaches smaller ones after it', () => {
    const files = [file('invoice', 2_000_000), file('big', 600_000), file('calendar', 1_000)];
    const { attached, linked } = fitAttachments(files);
    expect(attached.map((f) => f.name)).toEqual(['invoice', 'calendar']);
    expect(linked.map((f) => f.name)).toEqual(['big']);
    const total = attached.reduce((sum, f) => sum + encodedSize(f.content.byteLength), 0);
    expect(total).toBeLessThanOrEqual(ATTACHMENT_BUDGET_BYTES);
  });

  it('links everything when even the first file is too big, and fits exactly at the limit', () => {
    expect(fitAttachments([file('huge', 3 * 1024 * 1024)]).linked).toHaveLength(1);
    expect(fitAttachments([file('a', 57), file('b', 57)], 2 * 78).attached).toHaveLength(2);
    expect(fitAttachments([file('a', 57), file('b', 57)], 2 * 78 - 1).attached).toHaveLength(1);
  });
});
