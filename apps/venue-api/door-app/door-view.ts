// Draws the door machine's snapshot into the page (door/door-page.ts): the link, the verdict in words a
// bouncer reads at arm's length, the counts and the conflicts. Text only (textContent): nothing a guest's
// name holds can become markup.
import type { DoorClock } from '@venue/core/door/door-clock';
import { doorCountsOf } from '@venue/core/door/door-setup';
import type { DoorVerdict, NotValidReason } from '@venue/core/door/door-rules';
import { linkOf, type DoorSnapshot } from '@venue/core/door/door.machine';
import type { DoorCheckIn } from '@venue/core/door/door.schema';

export interface DoorElements {
  readonly link: HTMLElement;
  readonly verdict: HTMLElement;
  readonly counts: HTMLElement;
  readonly conflicts: HTMLElement;
}

const notValid: Record<NotValidReason, string> = {
  'other-night': 'This code is for another night.',
  malformed: 'Not a code of this venue.',
  'bad-signature': 'This code was changed or forged.',
  unknown: 'This code was never issued.',
  'not-an-entry': 'A coat check claim, not an entry.',
};

/** On the venue's clock (core's door-clock.ts), in the device's language. */
const time = (at: string, clock: DoorClock, seconds: boolean) =>
  new Date(at).toLocaleTimeString([], {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    ...(clock.timeZone === undefined ? {} : { timeZone: clock.timeZone }),
  });
/** To the second in a conflict, where two admissions may fall in one minute. */
const where = (checkIn: DoorCheckIn, clock: DoorClock, seconds = false) => `${time(checkIn.at, clock, seconds)} at ${checkIn.door}`;

/** Says whose clock the times are on when the device's zone is another (hidden otherwise). */
export function renderClock(element: HTMLElement, clock: DoorClock): void {
  element.hidden = clock.named === null;
  element.textContent = clock.named === null ? '' : `Times are the venue's (${clock.named}).`;
}

function verdictText(verdict: DoorVerdict, clock: DoorClock): [string, string] {
  switch (verdict.kind) {
    case 'admitted':
      return ['Admitted', `${verdict.code.guestName} · ${verdict.code.label}${verdict.offline ? ' · saved on this device' : ''}`];
    case 'already-in':
      return ['Already in', `${verdict.code.guestName} · in since ${where(verdict.first, clock)}`];
    case 'cancelled':
      return ['Cancelled', `${verdict.code.guestName}: the order was cancelled, or this code was replaced by a new one.`];
    case 'not-valid':
      return ['Not valid tonight', notValid[verdict.reason]];
  }
}

function linkText(snapshot: DoorSnapshot): string {
  const { door, queue } = snapshot.context;
  const waiting = queue.length === 1 ? '1 admission' : `${queue.length} admissions`;
  switch (linkOf(snapshot)) {
    case 'loading':
      return "Loading tonight's list…";
    case 'unavailable':
      return 'No network, and no list for this night on this device: connect once to load it.';
    case 'online':
      return `Online · ${door}`;
    case 'offline':
      return `Offline · ${door} · checking codes on this device · ${waiting} waiting to be sent`;
    case 'syncing':
      return `Back online · sending ${waiting}…`;
    case 'conflict':
      return `Online · ${door} · two doors let the same code in: see below`;
  }
}

function fill(parent: HTMLElement, tag: string, texts: readonly string[]): void {
  const row = document.createElement(tag);
  for (const text of texts) {
    const cell = document.createElement(tag === 'tr' ? 'td' : 'span');
    cell.textContent = text;
    row.append(cell);
  }
  parent.append(row);
}

let shown = '';

export function renderDoor(snapshot: DoorSnapshot, elements: DoorElements, clock: DoorClock, onSeen: () => void): void {
  elements.link.textContent = linkText(snapshot);
  elements.link.dataset.link = linkOf(snapshot);

  const { verdict, scanned } = snapshot.context;
  const checking = snapshot.matches({ scan: 'reading' }) || snapshot.matches({ scan: 'admitting' });
  const [title, detail] = checking ? ['Checking…', ''] : verdict ? verdictText(verdict, clock) : ['Ready', "Scan or type a guest's code."];
  const key = `${title}|${detail}|${scanned ?? ''}`;
  // Rewritten only when it changes, so a screen reader announces each verdict once.
  if (key !== shown) {
    shown = key;
    elements.verdict.dataset.verdict = checking ? 'checking' : (verdict?.kind ?? 'ready');
    const [titleLine, detailLine] = elements.verdict.querySelectorAll('p');
    if (titleLine) titleLine.textContent = title;
    if (detailLine) detailLine.textContent = detail;
  }

  elements.counts.replaceChildren();
  for (const count of doorCountsOf(snapshot.context)) fill(elements.counts, 'tr', [count.label, String(count.in), String(count.expected)]);

  const { conflicts, list } = snapshot.context;
  elements.conflicts.hidden = conflicts.length === 0;
  elements.conflicts.replaceChildren();
  if (conflicts.length === 0) return;
  const heading = document.createElement('h2');
  heading.textContent = 'Two admissions of one code';
  elements.conflicts.append(heading);
  const items = document.createElement('ul');
  for (const conflict of conflicts) {
    const name = list?.codes.find((c) => c.codeId === conflict.codeId)?.guestName ?? 'A guest';
    const item = document.createElement('li');
    item.textContent = `${name}: first in at ${where(conflict.first, clock, true)} (this stands); also let in at ${where(conflict.other, clock, true)}.`;
    items.append(item);
  }
  const seen = document.createElement('button');
  seen.type = 'button';
  seen.textContent = 'Seen';
  seen.addEventListener('click', onSeen);
  elements.conflicts.append(items, seen);
}
