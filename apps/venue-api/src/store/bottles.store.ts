// The bottle list as bottles-items returns it: categories in order with their products. Unpriced
// bottles are included; hiding them is the site's rule (spec 2).
import type { BottleCategory } from '@venue/core/bottles/bottle-catalog.schema';
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
