// Inserts many rows with one statement: the rows travel as one JSON parameter and
// jsonb_to_recordset (plain PostgreSQL) unpacks them, so seeding is one round trip per table.
import type { Queryable } from './database.port';

export type ColumnType = 'text' | 'integer' | 'numeric' | 'boolean' | 'date' | 'jsonb';

export async function insertRows(
  tx: Queryable,
  table: string,
  columns: Readonly<Record<string, ColumnType>>,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const recordType = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${recordType})`,
    [JSON.stringify(rows)],
  );
}
