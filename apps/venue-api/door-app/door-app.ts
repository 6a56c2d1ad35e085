// The door page's script (docs/product.md#the-door): starts the core door machine for the night and door
// chosen, with its effects made real here (the API, IndexedDB, the code reader, the beep), feeds it the
// camera's and the keyboard's codes, the network's comings and goings and the other doors' live updates,
// and draws each snapshot. A service worker keeps the page and this script for when the network is gone.
import { io } from 'socket.io-client';
import { doorClockOf } from '@venue/core/door/door-clock';
import { doorMachineWith } from '@venue/core/door/door-wiring';
import { DOOR_JOIN_EVENT, DOOR_UPDATE_EVENT, DoorUpdate } from '@venue/core/door/door.schema';
import { importDoorPublicKey, readGuestCode, type CryptoKey } from '@venue/core/guest-codes/guest-code';
import type { CodeReading } from '@venue/core/door/door-rules';
import { decodeWith } from '@venue/core/shared/decode';
import { createActor } from 'xstate';
import { doorApi } from './door-api';
import { startScanner, type Scanner } from './door-camera';
import { deviceId, deviceStore, rememberedDoor } from './door-device';
import { signalVerdict, unlockSound } from './door-signal';
import { renderClock, renderDoor } from './door-view';

const STAFF = '/venue-api/staff';
const decodeUpdate = decodeWith(DoorUpdate, DOOR_UPDATE_EVENT);

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

async function start(): Promise<void> {
  const root = byId<HTMLElement>('door');
  const query = new URLSearchParams(location.search);
  // The page may come from the worker's cache for another night: the address says which one is meant.
  const night = /^\d{4}-\d{2}-\d{2}$/.test(query.get('night') ?? '') ? query.get('night')! : (root.dataset.night ?? '');
  const door = (query.get('door') ?? '').trim().slice(0, 60) || rememberedDoor.read();
  const nightInput = document.querySelector<HTMLInputElement>('input[name=night]');
  const doorInput = document.querySelector<HTMLInputElement>('input[name=door]');
  if (nightInput) nightInput.value = night;
  if (doorInput) doorInput.value = door;
  const link = byId<HTMLElement>('door-link');
  // Admission times are the venue's, whatever zone this device is set to (docs/product.md#the-door).
  const clock = doorClockOf(root.dataset.timeZone, Intl.DateTimeFormat().resolvedOptions().timeZone);
  renderClock(byId('door-clock'), clock);
  if ('serviceWorker' in navigator)
    void navigator.serviceWorker.register(`${STAFF}/door-worker.js`, { scope: `${STAFF}/door` }).catch(() => undefined);
  if (door === '') {
    link.textContent = 'Name this door (Main door, Side door…) and open it.';
    doorInput?.focus();
    return;
  }
  rememberedDoor.write(door);

  const keys = new Map<string, Promise<CryptoKey>>();
  const keyOf = (raw: string) => keys.get(raw) ?? keys.set(raw, importDoorPublicKey(raw)).get(raw)!;
  const kept = await deviceStore.read(night).catch(() => null);
  const actor = createActor(
    doorMachineWith({
      api: doorApi(`${STAFF}/door`, root.dataset.csrf ?? '', (signedIn) => (byId('door-session').hidden = signedIn)),
      device: deviceStore,
      readCode: async (code, publicKey, forNight): Promise<CodeReading> => {
        try {
          return await readGuestCode(code, await keyOf(publicKey), forNight);
        } catch {
          return { ok: false, reason: 'malformed' };
        }
      },
      clock: () => new Date(),
      signal: signalVerdict,
    }),
    { input: { night, door, device: deviceId(), queue: kept?.queue ?? [] } },
  );
  const elements = { link, verdict: byId('door-verdict'), counts: byId('door-counts'), conflicts: byId('door-conflicts') };
  actor.subscribe((snapshot) => renderDoor(snapshot, elements, clock, () => actor.send({ type: 'staff.seenConflicts' })));
  actor.start();

  addEventListener('online', () => actor.send({ type: 'net.online' }));
  addEventListener('offline', () => actor.send({ type: 'net.offline' }));

  // Every door device of the night hears the others' admissions and conflicts live, from any instance.
  const socket = io({ path: '/venue-api/socket.io', transports: ['websocket'] });
  socket.on('connect', () => {
    socket.emit(DOOR_JOIN_EVENT, { night, pass: root.dataset.pass });
    actor.send({ type: 'net.online' });
  });
  socket.on(DOOR_UPDATE_EVENT, (payload: unknown) => {
    const update = decodeUpdate(payload);
    if (update.ok) actor.send({ type: 'live.update', update: update.value });
  });

  const typed = byId<HTMLFormElement>('door-type');
  const codeInput = typed.querySelector<HTMLInputElement>('input[name=code]')!;
  for (const control of typed.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button')) control.disabled = false;
  typed.addEventListener('submit', (event) => {
    event.preventDefault();
    unlockSound();
    if (codeInput.value.trim() !== '') actor.send({ type: 'staff.code', code: codeInput.value });
    codeInput.value = '';
  });

  const cameraButton = byId<HTMLButtonElement>('door-camera');
  const video = byId<HTMLVideoElement>('door-video');
  let scanner: Scanner | null = null;
  cameraButton.disabled = !navigator.mediaDevices?.getUserMedia;
  cameraButton.addEventListener('click', async () => {
    unlockSound();
    if (scanner) {
      scanner.stop();
      scanner = null;
      cameraButton.textContent = 'Scan with the camera';
      return;
    }
    try {
      scanner = await startScanner(video, (code) => actor.send({ type: 'staff.code', code }));
      cameraButton.textContent = 'Stop the camera';
    } catch {
      link.textContent = 'The camera could not start: allow it for this page, or type the code.';
    }
  });
}

void start();
