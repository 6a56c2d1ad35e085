// The "find my orders" link's token (docs/product.md#find-my-orders, docs/decisions.md#find-my-orders-links): the
// backend signs the stored request's id and the instant the link stops working with the venue's signed-link key,
// `{id, base64url}.{expiry, Unix seconds}.{HMAC-SHA256, base64url}`. Core knows its shape, to refuse anything else
// before a call, and how long it works; the backend alone holds the key and judges the signature.

/** How long a link works. */
export const MY_ORDERS_LINK_HOURS = 24;

export const MY_ORDERS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,400}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/;

export const isMyOrdersTokenShape = (text: string): boolean => MY_ORDERS_TOKEN_PATTERN.test(text);

/** When a link asked for at `now` stops working, in whole seconds since 1970. */
export const myOrdersLinkExpiry = (now: Date): number => Math.floor(now.getTime() / 1000) + MY_ORDERS_LINK_HOURS * 3600;
