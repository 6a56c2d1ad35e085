// Bottle promoter codes (migrations/004-bookings.sql): looked up by the promoter's Instagram name.
import type { PromoterDiscount } from '@venue/core/bottles/promoter-discount.schema';
import { toPercent } from '@venue/core/money/percent';
import type { Queryable } from '../db/database.port';
import { centsColumn } from './cents-column';

/** "@Night.Owl " and "night.owl" name one promoter: no spaces, no leading @, lower case. */
export const normalisePromoterName = (name: string): string => name.trim().replace(/^@+/, '').toLowerCase();

interface PromoterRow {
  promotion_id: string;
  discount_type: '%' | '$';
  discount_percent: string | number | null;
  discount_cents: number | null;
}

function toDiscount(row: PromoterRow): PromoterDiscount {
  if (row.discount_type === '$') return { promotionId: row.promotion_id, discountType: '$', discountAmount: centsColumn(row.discount_cents ?? Number.NaN) };
  // numeric comes back as text; the column's check keeps it a valid percent.
  const percent = toPercent(Number(row.discount_percent));
  if (!percent.ok) throw new Error(`Promoter ${row.promotion_id} holds the percent ${String(row.discount_percent)}.`);
  return { promotionId: row.promotion_id, discountType: '%', discountAmount: percent.value };
}

/** The discount of a promoter code, or undefined when no promoter has this name. */
export async function findBottlePromoter(db: Queryable, promoterIGname: string): Promise<PromoterDiscount | undefined> {
  const name = normalisePromoterName(promoterIGname);
  if (name === '') return undefined;
  const [row] = await db.query<PromoterRow>('SELECT promotion_id, discount_type, discount_percent, discount_cents FROM bottle_promoter WHERE ig_name = $1', [name]);
  return row && toDiscount(row);
}
