// The default implementation of a machine's effect (an actor or an action the edge supplies with
// `.provide(...)`): running a machine without it is a bug, so it fails loudly instead of doing nothing.

/**
 * `notProvided('session', 'actor requestAppToken')` throws "session: actor requestAppToken not provided"
 * when it runs. The type parameter gives an action its params: `notProvided<(_: unknown, params: P) => void>(...)`.
 */
export function notProvided<TImplementation extends (...args: never[]) => unknown = () => never>(
  machine: string,
  effect: string,
): TImplementation {
  const fail = (): never => {
    throw new Error(`${machine}: ${effect} not provided`);
  };
  return fail as unknown as TImplementation;
}
