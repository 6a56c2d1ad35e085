// The order secret in the site's addresses (docs/product.md#codes-for-guests): the buyer's checkout carries it from
// the payment page to the confirmation and the invoice; these read it back out of the page's address.
import type { Page } from '@playwright/test';

/** `&secret=…` (or `?secret=…` after a path) as the pages write it: 32 base64url characters. */
export const SECRET_PARAM = 'secret=[A-Za-z0-9_-]{22,64}';

/** The order secret the page's address carries, or null. */
export const secretOf = (page: Page): string | null => new URL(page.url()).searchParams.get('secret');
