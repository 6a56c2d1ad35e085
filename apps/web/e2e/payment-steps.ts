// Steps on the payment page shared by the checkouts' browser tests.
import { expect, type Page } from '@playwright/test';

/**
 * Presses Pay once the page takes it: the button reads as disabled (aria-disabled) until the card is ready,
 * and a press before then does nothing. On a slow machine a press right after landing left the guest there.
 */
export const payWhenReady = (page: Page): Promise<void> => payWhenReadyNamed(page, /^Pay \$/);

/** The same, the Pay button named in another language (`/^Payer /`). */
export async function payWhenReadyNamed(page: Page, name: RegExp): Promise<void> {
  const pay = page.getByRole('button', { name });
  await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
  await pay.click();
}
