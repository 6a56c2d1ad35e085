// What the food page says about its order (docs/product.md#food-delivery), all ours.

/** An item the venue stopped offering between the guest's choice and the order. */
export const itemRemovedMessage = (name: string): string =>
  `${name} is no longer available for delivery, so we took it out of your order. Everything else you chose is still there: please check your order and place it again.`;

export const temporaryFailureMessage =
  'We could not reach the venue to place your food order. Please try again: your order is sent again as it is, so it is never placed twice.';

export const unreadableFailureMessage =
  'The venue answered in a way we could not read. Please start again: your dishes and details are kept.';

/** A refusal without the venue's own message. */
export const refusedFallbackMessage = 'The venue could not take this order. Please check it and try again.';
