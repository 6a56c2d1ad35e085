// A port whose implementation loads on its first call: the shell and the pages hold it at once,
// while the HTTP adapters and the schemas they decode with stay out of the first JavaScript.
type AsyncPort<P> = { readonly [K in keyof P]: (...args: never[]) => Promise<unknown> };
type AnyCall = (...args: unknown[]) => Promise<unknown>;

export function deferredPort<P extends AsyncPort<P>>(load: () => Promise<P>): P {
  let loading: Promise<P> | undefined;
  return new Proxy({} as P, {
    get: (_, key) =>
      // Not a thenable: `await port` must give the port, not call a method.
      typeof key === 'symbol' || key === 'then'
        ? undefined
        : (...args: unknown[]) => (loading ??= load()).then((port) => (port[key as keyof P] as unknown as AnyCall)(...args)),
  });
}
