// Promoter codes: bottle_promoter (migrations/004-bookings.sql) and ticket_promoter
// (007-order-extras.sql, 008-ticket-promoter-names.sql), looked up by the promoter's Instagram
// name in core's one spelling (normalisePromoterName), which both tables store.
import type { PromoterDiscount } from '@venue/core/bottles/promoter-discount.schema';
import { toPercent } from '@venue/core/money/percent';
import { normalisePromoterName } from '@venue/core/promoters/promoter-name';
import type { Queryable } from '../db/database.port';
import { centsColumn } from './cents-column';

interface PromoterRow {
  promotion_id: string;
  discount_type: '%' | '$';
  /** numeric comes back as text. */
  discount_percent: string | number | null;
  discount_cents: string | number | null;
}

function toDiscount(row: PromoterRow): PromoterDiscount {
  if (row.discount_type === '$')
    return { promotionId: row.promotion_id, discountType: '$', discountAmount: centsColumn(Number(row.discount_cents ?? Number.NaN)) };
  // The columns' checks keep it a valid percent.
  const percent = toPercent(Number(row.discount_percent));
  if (!percent.ok) throw new Error(`Promoter ${row.promotion_id} holds the percent ${String(row.discount_percent)}.`);
  return { promotionId: row.promotion_id, discountType: '%', discountAmount: percent.value };
}

/** The discount of a bottle promoter code, or undefined when no promoter has this name. */
export async function findBottlePromoter(db: Queryable, promoterIGname: string): Promise<PromoterDiscount | undefined> {
  const name = normalisePromoterName(promoterIGname);
  if (name === '') return undefined;
  const [row] = await db.query<PromoterRow>(
    'SELECT promotion_id, discount_type, discount_percent, discount_cents FROM bottle_promoter WHERE ig_name = $1',
    [name],
  );
  return row && toDiscount(row);
}

/** The discount of a ticket promoter code valid for this event (or every event), or undefined. */
export async function findTicketPromoter(db: Queryable, promoterIGname: string, eventId: string): Promise<PromoterDiscount | undefined> {
  const name = normalisePromoterName(promoterIGname);
  if (name === '') return undefined;
  // One amount column: a percent for '%', cents for '$'.
  const [row] = await db.query<PromoterRow>(
    `SELECT promotion_id, discount_type,
       CASE WHEN discount_type = '%' THEN discount_amount END AS discount_percent,
       CASE WHEN discount_type = '$' THEN discount_amount END AS discount_cents
     FROM ticket_promoter WHERE promoter_ig = $1 AND (event_id IS NULL OR event_id = $2)`,
    [name, eventId],
  );
  return row && toDiscount(row);
}
