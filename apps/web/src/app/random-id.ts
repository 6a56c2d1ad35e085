// A fresh random id (a checkout visit's idempotency seed). getRandomValues works outside secure
// contexts too, where crypto.randomUUID does not exist.
export const randomId = (): string =>
  Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36).padStart(7, '0')).join('');
