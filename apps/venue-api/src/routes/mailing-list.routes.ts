// POST new-mailing-list and its alias api/mailingList/add (docs/product.md#mailing-list-popup): the rewards signup. Signing up
// again with the same address updates the member; the answer is the member's id either way.
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { SubmissionReceiptResponse } from '@venue/core/forms/submission-receipt.schema';
import { MailingListSignup } from '@venue/core/mailing-list/mailing-list.schema';
import type { ApiContext } from '../http/api-context';
import { readInput } from '../http/read-input';
import { answerRefusal } from '../http/refusal';
import { respond } from '../http/respond';
import { upsertMailingListMember } from '../store/forms.store';

export function mailingListRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  const subscribe = (source: string) => async (c: Context) => {
    const input = await readInput(c, MailingListSignup);
    if (!input.ok) return answerRefusal(c, input.error);
    const { payload: signup, attribution } = input.value;
    const id = await ctx.db.transaction((tx) =>
      upsertMailingListMember(tx, {
        id: randomUUID(),
        email: signup.clientEmail,
        payload: signup,
        source,
        attribution,
        at: ctx.now(),
        replace: true,
      }),
    );
    return respond(c, SubmissionReceiptResponse, { data: { _id: id } });
  };
  routes.post('/new-mailing-list', subscribe('new-mailing-list'));
  routes.post('/api/mailingList/add', subscribe('api/mailingList/add'));
  return routes;
}
