// The bottle service page (docs/product.md#bottle-service): the venue's intro, the guide in dialogs,
// the bottle list with its cart bar. Every rule and step is core's bottle flow; the machine starts
// once the page is in the browser (it reads storage and today), never during a server render.
import { useEffect, useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { BottleFlowInput } from '@venue/core/bottles/bottle-flow.machine';
import { bottleFlowInputFrom, bottleFlowWith } from '@venue/core/bottles/bottle-flow-wiring';
import { inspectOptions } from '../../app/inspect';
import { storage } from '../../app/services';
import { useVenue } from '../../app/use-venue';
import { venueToday } from '../../app/venue-today';
import { useSiteNavigate } from '../../routing/use-site-navigate';
import page from '../../ui/page.module.css';
import { PageSkeleton } from '../../ui/page-skeleton';
import { SafeHtml, withSafeHtml } from '../../ui/safe-html';
import { BottleFlowContext } from './bottle-flow-context';
import { BottleGuide } from './bottle-guide';
import { BottleList } from './bottle-list';
import { loadBottleOffer } from './bottle-services';
import { BottleWarning } from './bottle-warning';
import { CartBar } from './cart-bar';
import { TableChoices } from './table-choices';
import styles from './bottles.module.css';

export const loader = () => withSafeHtml(loadBottleOffer());

export function Component() {
  const { catalog, settings } = useLoaderData<typeof loader>();
  const venue = useVenue();
  const intro = venue.intro?.bottles ?? null;
  const navigate = useSiteNavigate();
  const logic = useMemo(() => bottleFlowWith({ storage, navigate }), [navigate]);
  const [input, setInput] = useState<BottleFlowInput | null>(null);
  useEffect(
    () => setInput((current) => current ?? bottleFlowInputFrom(storage, { catalog, settings, today: venueToday(venue.timeZone) })),
    [catalog, settings, venue.timeZone],
  );

  return (
    <div className={`${page.page} ${styles.page}`}>
      <header className={page.head}>
        <h1>BOTTLE SERVICE</h1>
        {intro && <SafeHtml html={intro} className={page.prose} />}
      </header>
      {input === null ? (
        <PageSkeleton />
      ) : (
        <BottleFlowContext.Provider logic={logic} options={{ ...inspectOptions(), input }}>
          <TableChoices />
          <BottleList />
          <CartBar />
          <BottleGuide />
          <BottleWarning />
        </BottleFlowContext.Provider>
      )}
    </div>
  );
}
