// POST new-mailing-list and its alias api/mailingList/add (docs/product.md#mailing-list-popup): the rewards signup. The
// address waits for the guest to confirm it through the mail this sends (docs/product.md#mailing-list). Signing up
// again with the same address updates the member; the answer is the member's id either way.
import { Hono, type Context } from 'hono';
import type { MailingListSource } from '@venue/core/mailing-list/mailing-list-source';
import { SubmissionReceiptResponse } from '@venue/core/forms/submission-receipt.schema';
import { MailingListSignup } from '@venue/core/mailing-list/mailing-list.schema';
import type { ApiContext } from '../http/api-context';
import { clientAddress } from '../http/client-address';
import { readInput } from '../http/read-input';
import { answerRefusal } from '../http/refusal';
import { respond } from '../http/respond';
import { mailHost } from '../mail/mail-settings';
import { requestLanguage } from '../languages/request-language';
import { signUpForMailingList } from '../mailing-list/sign-up';

export function mailingListRoutes(ctx: ApiContext): Hono {
  const routes = new Hono();
  const subscribe = (source: MailingListSource) => async (c: Context) => {
    const input = await readInput(c, MailingListSignup);
    if (!input.ok) return answerRefusal(c, input.error);
    const { payload: signup, attribution } = input.value;
    const id = await ctx.db.transaction(async (tx) =>
      signUpForMailingList(
        tx,
        {
          language: await requestLanguage(c, tx),
          email: signup.clientEmail,
          payload: signup,
          source,
          attribution,
          address: clientAddress(c, ctx.trustProxy),
          at: ctx.now(),
          replace: true,
        },
        mailHost(ctx.mail),
      ),
    );
    return respond(c, SubmissionReceiptResponse, { data: { _id: id } });
  };
  routes.post('/new-mailing-list', subscribe('new-mailing-list'));
  routes.post('/api/mailingList/add', subscribe('api/mailingList/add'));
  return routes;
}
