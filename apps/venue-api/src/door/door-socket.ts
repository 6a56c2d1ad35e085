// The door devices' live channel (docs/product.md#the-door): a device joins its night's room with a pass
// the signed-in door page carries, and hears every admission and conflict of the night from any instance
// (socket.io's PostgreSQL adapter passes room emits between instances, realtime/socket-server.ts).
// The pass is an HMAC of its expiry keyed by the staff password: every instance checks it, none stores it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Socket } from 'socket.io';
import { DOOR_JOIN_EVENT, doorRoom } from '@venue/core/door/door.schema';

/** As long as a staff session: a page kept open all night still joins after a reconnect. */
export const DOOR_PASS_SECONDS = 12 * 60 * 60;

const mac = (secret: string, expires: string) => createHmac('sha256', `door-socket:${secret}`).update(expires).digest('base64url');

export const doorPass = (secret: string, now: Date): string => {
  const expires = String(now.getTime() + DOOR_PASS_SECONDS * 1000);
  return `${expires}.${mac(secret, expires)}`;
};

export function isDoorPass(pass: unknown, secret: string, now: Date): boolean {
  if (typeof pass !== 'string' || pass.length > 200) return false;
  const [expires = '', given = ''] = pass.split('.');
  if (!/^\d{1,16}$/.test(expires) || Number(expires) <= now.getTime()) return false;
  const expected = Buffer.from(mac(secret, expires));
  const sent = Buffer.from(given);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** `door.join` { night, pass }: answered with true once in the room, false when the pass is refused. */
export function doorConnectionHandler(ctx: { readonly staffPassword: string; readonly now: () => Date }) {
  return (socket: Socket): void => {
    socket.on(DOOR_JOIN_EVENT, async (payload: unknown, answer?: unknown) => {
      const { night, pass } = (payload ?? {}) as { night?: unknown; pass?: unknown };
      const ok = typeof night === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(night) && isDoorPass(pass, ctx.staffPassword, ctx.now());
      if (ok) await socket.join(doorRoom(night));
      if (typeof answer === 'function') answer(ok);
    });
  };
}
