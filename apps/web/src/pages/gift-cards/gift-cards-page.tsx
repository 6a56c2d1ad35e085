// /gift-cards (docs/product.md#gift-cards): the amount in the venue's range, who sends the card and who receives it, a message;
// then core's order flow (no price check: the card costs its value; create, fetch, confirm) and the payment
// page. The page renders on the server; the flow's actor starts in the browser (useActorRef's effect).
import { useEffect, useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import { giftCardAmountsOf } from '@venue/core/orders/gift-card-amounts';
import { emptyGiftCardForm, type GiftCardFormValues } from '@venue/core/orders/gift-card-form';
import type { GiftCardPayload } from '@venue/core/orders/gift-card.schema';
import { orderFlowExit } from '@venue/core/orders/order-flow-exit';
import { orderFlowWith } from '@venue/core/orders/order-flow-wiring';
import { inspectOptions } from '../../app/inspect';
import type { MetaFunction } from '../../head/page-meta';
import { randomId } from '../../app/random-id';
import { content, orders } from '../../app/services';
import { loaded } from '../../routing/load';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import page from '../../ui/page.module.css';
import { GiftCardFlowContext } from './gift-card-flow-context';
import { GiftCardForm } from './gift-card-form';
import { GiftCardReview } from './gift-card-review';
import * as m from '~messages/gift-cards';

const reportDecodeError = (step: string, error: unknown) =>
  console.error(`The venue answered the gift card ${step} step in an unexpected shape`, error);

export const meta: MetaFunction = () => ({ title: m.title, description: m.metaDescription });

/** What a card may be worth: the venue's financial settings say, else ours. */
export async function loader() {
  return { amounts: giftCardAmountsOf(await loaded(content.financialSettings())) };
}

export function Component() {
  const logic = useMemo(() => orderFlowWith({ orders, reportDecodeError }), []);
  // A fresh seed per visit: the idempotency keys of this visit's gift card are built from it.
  const [seed] = useState(randomId);
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.title}</h1>
        <p>{m.intro}</p>
      </header>
      <GiftCardFlowContext.Provider logic={logic} options={{ ...inspectOptions(), input: { kind: 'gift-cards', idempotencySeed: seed } }}>
        <GiftCardFlow />
      </GiftCardFlowContext.Provider>
    </div>
  );
}

function GiftCardFlow() {
  const { amounts } = useLoaderData<typeof loader>();
  const navigate = useSiteNavigate();
  // What the guest typed stays here through every step and failure; what was sent, for the review.
  const [values, setValues] = useState<GiftCardFormValues>(emptyGiftCardForm);
  const [sent, setSent] = useState<GiftCardPayload | null>(null);
  const ordered = GiftCardFlowContext.useSelector((s) => s.context.order !== null);
  const exit = GiftCardFlowContext.useSelector(orderFlowExit);
  useEffect(() => {
    if (exit !== null) navigate(exit);
  }, [exit, navigate]);
  if (exit !== null)
    return (
      <p role="status" className={page.head}>
        {m.readyTakingYouToPayment}
      </p>
    );
  return ordered && sent !== null ? (
    <GiftCardReview card={sent} />
  ) : (
    <GiftCardForm amounts={amounts} values={values} onChange={setValues} onSend={setSent} />
  );
}
