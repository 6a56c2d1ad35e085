// The small pages the mailing list's links open (apps/venue-api/src/mailing-list/list-pages.ts,
// docs/product.md#mailing-list), in the language the guest signed up in.
export const backToSite = 'Back to the site';
export const confirmedTitle = 'You are on our list';
export const confirmedBody = 'Thank you: your address is confirmed. Watch your inbox for new nights, guest lists and birthday rewards.';
export const confirmedLeave = 'Every mail from the list has a link to leave it.';
export const expiredTitle = 'This link has expired';
export const expiredBody = 'A confirmation link works for 72 hours, and this one is older. Your address is not on our list.';
export const expiredAgain = 'To join, sign up again on our site: we will send you a new link.';
export const invalidTitle = 'This link does not work';
export const invalidBody = 'It may have been cut short when it was copied, or the sign-up it belongs to is gone.';
export const invalidAgain = 'Open the link from the mail again, or sign up again on our site.';
export const unsubscribeTitle = 'Leave our mailing list';
export const unsubscribeBody = 'Press the button and this address gets no more mail from our list.';
export const unsubscribeButton = 'Unsubscribe';
export const leftTitle = 'You have left our list';
export const leftBody = 'No more mail from our list goes to this address. Mails about your own orders and reservations still do.';
