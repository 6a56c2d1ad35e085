// Core's "try again in a moment" (shared/short-wait.ts) in the guest's words: asked too often, or the venue
// briefly unavailable (docs/product.md#when-the-venue-cannot-be-reached). What they typed is kept either way.
import type { ShortWait } from '@venue/core/shared/short-wait';
import * as ui from '~messages/ui';

export const shortWaitText = (wait: ShortWait): string => (wait === 'throttled' ? ui.throttled : ui.outage);
