// What order and signup payloads say about the guest's device (docs/product.md#bottle-checkout):
// Mobile or PC, and the stored public IP when something stored it. Read in effects, never in render.
import type { GuestDevice } from '@venue/core/shared/device';
import { storage } from './services';

export const clientInfo = (): GuestDevice => ({
  userAgent: /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent) ? 'Mobile' : 'PC',
  ip: storage.get('userIp') ?? '',
});
