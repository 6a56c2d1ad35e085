// How long a mail waits after a temporary failure (docs/backend.md#mail): 30 s, doubling with each attempt up
// to an hour, give or take a fifth, so many mails refused at once do not all come back in the same second.

const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;
const JITTER = 0.2;

/** The wait after attempt number `attempts` (1 for the first) failed; `random` in [0, 1). */
export function retryDelayMs(attempts: number, random: number = Math.random()): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 20);
  const wait = Math.min(FIRST_WAIT_MS * 2 ** exponent, LONGEST_WAIT_MS);
  return Math.round(wait * (1 - JITTER + 2 * JITTER * random));
}
