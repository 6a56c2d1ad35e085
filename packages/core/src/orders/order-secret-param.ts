// The one name of the order secret in a query (docs/product.md#codes-for-guests): the site's confirmation, payment,
// reservation checkout and invoice addresses, and the API's guest-codes/order/{id} and invoices/pdf/{file}. A query
// rather than a header, because the invoice is read by an <iframe>, which sends no header, and the site's own
// addresses must carry it from page to page anyway. Apart from the schema, so the route table needs no Effect.
export const ORDER_SECRET_PARAM = 'secret';
