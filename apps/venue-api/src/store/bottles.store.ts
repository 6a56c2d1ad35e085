// The bottle list as bottles-items returns it: categories in order with their products. Unpriced
// bottles are included; hiding them is the site's rule (docs/product.md#bottle-service).
import type { BottleCategory, BottleProduct } from '@venue/core/bottles/bottle-catalog.schema';
import type { Minor } from '@venue/core/money/minor-units';
import type { Queryable } from '../db/database.port';
import { centsColumn } from './cents-column';

interface BottleRow {
  category_id: string;
  category_name: string;
  id: string | null;
  name: string | null;
  description: string | null;
  price_cents: number | null;
  photo: string | null;
}

export async function readBottleCatalog(db: Queryable): Promise<BottleCategory[]> {
  const rows = await db.query<BottleRow>(`
    SELECT c.id AS category_id, c.name AS category_name, b.id, b.name, b.description, b.price_cents, b.photo
    FROM bottle_category c LEFT JOIN bottle b ON b.category_id = c.id
    ORDER BY c.position, c.id, b.position, b.id`);
  const categories = new Map<string, { name: string; products: BottleCategory['products'][number][] }>();
  for (const row of rows) {
    const category = categories.get(row.category_id) ?? { name: row.category_name, products: [] };
    categories.set(row.category_id, category);
    if (row.id === null || row.name === null) continue;
    category.products.push({
      _id: row.id,
      name: row.name,
      price: row.price_cents === null ? null : centsColumn(row.price_cents),
      description: row.description,
      bottlePhoto: row.photo,
    });
  }
  return [...categories.values()];
}

interface ProductRow {
  id: string;
  name: string;
  description: string | null;
  price_cents: number | null;
  photo: string | null;
}

const toProduct = (row: ProductRow): BottleProduct => ({
  _id: row.id,
  name: row.name,
  price: row.price_cents === null ? null : centsColumn(row.price_cents),
  description: row.description,
  bottlePhoto: row.photo,
});

/** The categories in catalog order, without their bottles. */
export async function readBottleCategories(db: Queryable): Promise<{ _id: string; name: string }[]> {
  const rows = await db.query<{ id: string; name: string }>('SELECT id, name FROM bottle_category ORDER BY position, id');
  return rows.map((row) => ({ _id: row.id, name: row.name }));
}

/** One category with its bottles, priced or not; undefined for an unknown id. */
export async function readBottleGroup(
  db: Queryable,
  categoryId: string,
): Promise<{ _id: string; name: string; products: BottleProduct[] } | undefined> {
  const [category] = await db.query<{ id: string; name: string }>('SELECT id, name FROM bottle_category WHERE id = $1', [categoryId]);
  if (!category) return undefined;
  const rows = await db.query<ProductRow>(
    'SELECT id, name, description, price_cents, photo FROM bottle WHERE category_id = $1 ORDER BY position, id',
    [categoryId],
  );
  return { _id: category.id, name: category.name, products: rows.map(toProduct) };
}

/** The bottles with these ids, in catalog order; unknown ids are left out. */
export async function readBottlesByIds(db: Queryable, ids: readonly string[]): Promise<BottleProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ProductRow>(
    `SELECT b.id, b.name, b.description, b.price_cents, b.photo FROM bottle b JOIN bottle_category c ON c.id = b.category_id
     WHERE b.id IN (SELECT jsonb_array_elements_text($1::jsonb)) ORDER BY c.position, c.id, b.position, b.id`,
    [JSON.stringify(ids)],
  );
  return rows.map(toProduct);
}

/** Sets a bottle's price (null: not sold); false when no bottle has this id. */
export async function setBottlePrice(db: Queryable, id: string, price: Minor | null): Promise<boolean> {
  const rows = await db.query<{ id: string }>('UPDATE bottle SET price_cents = $2 WHERE id = $1 RETURNING id', [id, price]);
  return rows.length > 0;
}
