// GET block-times (every block date) and api/blockReservations/getUpBlocks (those not over yet).
import { Hono } from 'hono';
import { Schema } from 'effect';
import type { ApiContext } from '../http/api-context';
import { dataOf, respond } from '../http/respond';
import { todayOf } from '../http/today';
import { SeedBlockDate } from '../seed/venue-seed.schema';
import { listBlockDates } from '../store/blocks.store';

const BlockDatesResponse = dataOf(Schema.Array(SeedBlockDate));

export function blocksRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  routes.get('/block-times', async (c) => respond(c, BlockDatesResponse, { data: await listBlockDates(ctx.db) }));
  routes.get('/api/blockReservations/getUpBlocks', async (c) =>
    respond(c, BlockDatesResponse, { data: await listBlockDates(ctx.db, todayOf(ctx)) }),
  );
  return routes;
}
