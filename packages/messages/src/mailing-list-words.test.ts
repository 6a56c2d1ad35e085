// The mailing list's English words as the site always showed them: the backend keeps them as the guest's consent
// (docs/product.md#mailing-list), so they change only on purpose.
import { describe, expect, it } from 'vitest';
import * as m from './en/mailing-list';

describe('the mailing list in English', () => {
  it('asks, thanks and offers the checkout box in the words the consent records', () => {
    expect([m.rewardsSignupTitle, m.rewardsSignupIntro, m.rewardsSignupButton]).toEqual([
      'Join our rewards list',
      'Be first to hear about new nights, guest lists and birthday rewards.',
      'Sign me up',
    ]);
    expect(m.thankYou).toBe('Thank you');
    expect(m.subscribeToMailingList).toBe('Subscribe to our mailing list');
  });
});
