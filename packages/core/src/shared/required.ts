// A value a machine's state guarantees (the guest in an open chat, the order id once it exists): a
// missing one is a bug, so it throws, naming the machine and the value.
export const requiredIn =
  (machine: string) =>
  <T>(value: T | null | undefined, what: string): T => {
    if (value === null || value === undefined) throw new Error(`${machine}: ${what} missing`);
    return value;
  };
