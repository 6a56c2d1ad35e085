// Where a sign-up came from (docs/product.md#mailing-list): the popup's two addresses, the talent form, and the two
// checkouts. The words each showed are the site's catalog's (mailing-list area); the backend keeps them as the consent.
export const mailingListSources = [
  'new-mailing-list',
  'api/mailingList/add',
  'api/talents/new-talent',
  'ticket-order',
  'bottle-order',
] as const;
export type MailingListSource = (typeof mailingListSources)[number];
