/** The query of the route the guest is on; the HTTP adapter reads ref and PID from it (docs/product.md#routes-and-navigation). */
export interface RouteQueryPort {
  current(): Readonly<Record<string, string | undefined>>;
}
