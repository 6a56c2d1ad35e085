// The order secret (docs/product.md#codes-for-guests): a random token only the buyer's browser holds, handed to it
// once in the create's answer. The order id travels in links the buyer shares; the order's guest codes, and the
// code pages of its invoice, answer only with this secret beside the id.
import { Schema } from 'effect';

/** At least 128 random bits in base64url, as the backend makes it (24 bytes, 32 characters). */
export const OrderSecret = Schema.String.pipe(Schema.check(Schema.isPattern(/^[\w-]{22,64}$/)));
export type OrderSecret = typeof OrderSecret.Type;
