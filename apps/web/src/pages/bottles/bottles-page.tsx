// The bottle service page (docs/product.md#bottle-service): the venue's intro, the guide in dialogs,
// the bottle list with its cart bar. Every rule and step is core's bottle flow. The server draws the
// flow's first state without storage, so the bottles are in the first HTML; once the page is in the
// browser, a guest whose storage kept earlier choices gets the flow again, resumed from them.
import { useMemo } from 'react';
import * as m from '~messages/bottles';
import { useLoaderData } from 'react-router';
import type { BottleFlowInput } from '@venue/core/bottles/bottle-flow.machine';
import { bottleFlowWith, storedBottleDraft } from '@venue/core/bottles/bottle-flow-wiring';
import { inspectOptions } from '../../app/inspect';
import { storage } from '../../app/services';
import { useStoredAfterHydration } from '../../app/use-stored-after-hydration';
import { useVenue } from '../../app/use-venue';
import { loadVenueNights } from '../../app/venue-nights';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import page from '../../ui/page.module.css';
import { SafeHtml, withSafeHtml } from '../../ui/safe-html';
import { BottleFlowContext } from './bottle-flow-context';
import { BottleGuide } from './bottle-guide';
import { BottleList } from './bottle-list';
import { loadBottleOffer } from './bottle-services';
import { BottleWarning } from './bottle-warning';
import { CartBar } from './cart-bar';
import { TableChoices } from './table-choices';
import styles from './bottles.module.css';

// Today and the closed weekdays come with the page's data, so the server and the hydrating browser offer the same nights.
export const loader = async () => {
  const [offer, nights] = await Promise.all([withSafeHtml(loadBottleOffer()), loadVenueNights()]);
  return { ...offer, ...nights };
};

export function Component() {
  const { catalog, settings, today, closedDays } = useLoaderData<typeof loader>();
  const venue = useVenue();
  const intro = venue.intro?.bottles ?? null;
  const navigate = useSiteNavigate();
  const logic = useMemo(() => bottleFlowWith({ storage, navigate }), [navigate]);
  const stored = useStoredAfterHydration(storedBottleDraft);
  const input = useMemo<BottleFlowInput>(
    () => ({ catalog, settings, today, closedDays, ...(stored === undefined ? {} : { stored }) }),
    [catalog, settings, today, closedDays, stored],
  );

  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.head}>
        <h1>{m.pageTitle}</h1>
        {intro && <SafeHtml html={intro} className={page.prose} />}
      </header>
      {/* A new flow, resumed from storage, when storage kept something: an actor keeps the input it began with. */}
      <BottleFlowContext.Provider key={stored === undefined ? 'new' : 'resumed'} logic={logic} options={{ ...inspectOptions(), input }}>
        <TableChoices />
        <BottleList />
        <CartBar />
        <BottleGuide />
        <BottleWarning />
      </BottleFlowContext.Provider>
    </div>
  );
}
