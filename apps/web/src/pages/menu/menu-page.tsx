// Food and drink menus (food-menu-items, menu-items), each grouped by category. Either menu may
// fail on its own; the other still shows.
import { useLoaderData, useRevalidator } from 'react-router';
import type { DrinkMenuItem } from '@venue/core/content/drink-menu-item.schema';
import type { FoodMenuItem } from '@venue/core/content/food-menu-item.schema';
import { content } from '../../app/services';
import { useVenue } from '../../app/use-venue';
import { LoadError } from '../../routing/load';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { formatMoney } from '../../ui/format';
import page from '../../ui/page.module.css';
import { SizedImage } from '../../ui/sized-image';
import { fixedSizes } from '../../ui/picture-sizes';
import styles from './menu-page.module.css';
import * as m from '~messages/menu';
import { useVenueWords } from '../../ui/venue-language';

export async function loader() {
  const [food, drinks] = await Promise.all([content.foodMenu(), content.drinkMenu()]);
  // Both failing is a failed page; one failing is a failed section.
  if (!food.ok && !drinks.ok) throw new LoadError(food.error);
  return { food: food.ok ? food.value : null, drinks: drinks.ok ? drinks.value : null };
}

type MenuItem = (FoodMenuItem & { readonly kind: 'food' }) | (DrinkMenuItem & { readonly kind: 'drink' });

function byCategory(items: readonly MenuItem[]): [string, MenuItem[]][] {
  const groups = new Map<string, MenuItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}

function MenuSection({
  id,
  title,
  failedTitle,
  items,
  onRetry,
  retrying,
}: {
  id: string;
  title: string;
  /** The panel's title when this menu could not load. */
  failedTitle: string;
  items: readonly MenuItem[] | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { currency } = useVenue();
  const venueWords = useVenueWords();
  return (
    <section className={page.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {items === null ? (
        <ErrorPanel level={2} title={failedTitle} message={m.tryAgainSoon} onRetry={onRetry} retrying={retrying} />
      ) : items.length === 0 ? (
        <EmptyState>{m.menuEmpty}</EmptyState>
      ) : (
        byCategory(items).map(([category, entries]) => (
          <div key={category} className={styles.category}>
            <h3 {...venueWords}>{category}</h3>
            <ul className={styles.items}>
              {entries.map((item) => (
                <li key={item._id} className={`${styles.item} ${item.image ? '' : styles.noImage}`}>
                  {item.image && <SizedImage className={styles.thumb} src={item.image} alt="" ratio={4 / 3} sizes={fixedSizes(72)} />}
                  <div>
                    <p className={styles.name} {...venueWords}>
                      {item.name}
                    </p>
                    {item.description && (
                      <p className={styles.description} {...venueWords}>
                        {item.description}
                      </p>
                    )}
                    {item.kind === 'food' && item.tags.length > 0 && (
                      <ul className={styles.tags} aria-label={m.dietaryNotes}>
                        {item.tags.map((tag) => (
                          <li key={tag} {...venueWords}>
                            {tag}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                  <p className={styles.price}>
                    {formatMoney(item.price, currency)}
                    {item.kind === 'drink' && item.serving && (
                      <span className={styles.serving} {...venueWords}>
                        {item.serving}
                      </span>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

export function Component() {
  const { food, drinks } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  const retrying = revalidator.state === 'loading';
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.menuTitle}</h1>
        <p>{m.menuIntro}</p>
        <nav aria-label={m.menus}>
          <ul className={page.tabs}>
            <li>
              <a className={page.tab} href="#food">
                {m.food}
              </a>
            </li>
            <li>
              <a className={page.tab} href="#drinks">
                {m.drinks}
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <div id="food">
        <MenuSection
          id="food-menu"
          title={m.foodMenu}
          failedTitle={m.foodMenuCouldNotLoad}
          items={food?.map((item) => ({ ...item, kind: 'food' as const })) ?? null}
          onRetry={retry}
          retrying={retrying}
        />
      </div>
      <div id="drinks">
        <MenuSection
          id="drink-menu"
          title={m.drinkMenu}
          failedTitle={m.drinkMenuCouldNotLoad}
          items={drinks?.map((item) => ({ ...item, kind: 'drink' as const })) ?? null}
          onRetry={retry}
          retrying={retrying}
        />
      </div>
    </div>
  );
}
