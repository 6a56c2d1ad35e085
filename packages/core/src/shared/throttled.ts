// The venue's answer when one address sends too much in a short time (429, docs/backend.md#limits):
// nothing is wrong with what the guest typed, so the page asks them to wait a moment (the site's ui.throttled) and keeps it all.
import type { ApiError } from './api-error';

export const isThrottled = (error: ApiError): boolean => error._tag === 'HttpError' && error.status === 429;
