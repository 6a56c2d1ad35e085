// The venue's blocks, read by the loader of a page that picks a night, so the server draws the calendar
// and the page can start at the guest's first touch (docs/decisions.md#flow-pages-that-start-at-the-first-touch).
// A read that fails leaves them out: the night choice then loads them in the browser, with its retry.
import type { BlockDate } from '@venue/core/booking/block-date.schema';
import type { BlockedPeriodsPort, BookingKind } from '@venue/core/booking/blocked-periods.port';

export async function blocksWithPage(port: BlockedPeriodsPort, kind: BookingKind): Promise<{ blocks?: readonly BlockDate[] }> {
  const read = await port.loadBlocks(kind);
  return read.ok ? { blocks: read.value } : {};
}
