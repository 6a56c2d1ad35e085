// How many requests this process is answering right now. The mail sender composes a mail only when there are
// none (or once it has waited long enough), so a burst of guests never queues behind rendering mail
// (docs/backend.md#mail). One count for the process: whatever app answers, its work shares the same thread.
import type { MiddlewareHandler } from 'hono';

let answering = 0;

export const countRequestsInFlight: MiddlewareHandler = async (_c, next) => {
  answering += 1;
  try {
    await next();
  } finally {
    answering -= 1;
  }
};

export const isAnsweringRequests = (): boolean => answering > 0;
