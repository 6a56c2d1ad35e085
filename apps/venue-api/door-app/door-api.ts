// The door's calls to the venue API (door/door.routes.ts), from the signed-in page: same-origin fetches
// with the session cookie and the page's CSRF token, answers decoded with core's schemas. Any failure,
// the network's or the server's, is a value: the machine then judges on the device.
import type { DoorApiPort } from '@venue/core/door/door.port';
import type { DoorCallFailure } from '@venue/core/door/door-setup';
import { AdmitAnswer, DoorList, SyncAnswer } from '@venue/core/door/door.schema';
import { decodeWith } from '@venue/core/shared/decode';
import { err, ok, type Result } from '@venue/core/shared/result';

const decodeList = decodeWith(DoorList, 'door list');
const decodeAdmit = decodeWith(AdmitAnswer, 'door admit');
const decodeSync = decodeWith(SyncAnswer, 'door sync');
/** A call that takes longer is treated as the network gone: the queue keeps the admission. */
const TIME_LIMIT_MS = 8000;

/**
 * `onSession(false)` when the staff session has ended (the sign-in answers 401 in a call's place): the
 * machine carries on as offline, and the page asks staff to sign in again.
 */
export function doorApi(base: string, csrf: string, onSession: (signedIn: boolean) => void = () => undefined): DoorApiPort {
  async function call<T>(path: string, decode: (body: unknown) => Result<T, unknown>, body?: unknown): Promise<Result<T, DoorCallFailure>> {
    // A device that says it has no network is not asked to reach the venue: the call could only fail, and waits for
    // the browser's `online` (or the next retry) instead. It also keeps a device emulated offline from reaching the
    // API through its page's service worker, which such emulation does not cover.
    if (globalThis.navigator?.onLine === false) return err('network');
    let response: Response;
    try {
      response = await fetch(`${base}/nights/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        credentials: 'same-origin',
        headers: body === undefined ? {} : { 'content-type': 'application/json', 'x-csrf-token': csrf },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIME_LIMIT_MS),
      });
    } catch {
      return err('network');
    }
    onSession(response.status !== 401);
    if (!response.ok) return err('refused');
    const decoded = decode(await response.json().catch(() => undefined));
    return decoded.ok ? ok(decoded.value) : err('refused');
  }
  return {
    loadList: (night) => call(night, decodeList),
    admit: (night, request) => call(`${night}/admit`, decodeAdmit, request),
    sync: (night, request) => call(`${night}/sync`, decodeSync, request),
  };
}
