// What order and signup payloads say about the guest's device (docs/product.md#bottle-checkout):
// Mobile or PC, and the stored public IP when something stored it. Read in effects, never in render.
import { storage } from './services';

export interface DeviceInfo {
  readonly userAgent: 'Mobile' | 'PC';
  readonly ip: string;
}

export const clientInfo = (): DeviceInfo => ({
  userAgent: /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent) ? 'Mobile' : 'PC',
  ip: storage.get('userIp') ?? '',
});
