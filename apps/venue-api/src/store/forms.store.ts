// Writes of the forms (migration 006): submissions, uploaded files, staff availability. Mailing-list sign-ups are mailing-list/'s.
import type { Queryable } from '../db/database.port';
import type { Attribution } from '../http/read-input';

export type SubmissionKind = 'talent-submission' | 'job-application' | 'contact-message';

export async function insertSubmission(
  tx: Queryable,
  row: { id: string; kind: SubmissionKind; payload: unknown; attribution: Attribution; at: Date },
): Promise<void> {
  await tx.query('INSERT INTO form_submission (id, kind, payload, ref, pid, created_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6)', [
    row.id,
    row.kind,
    JSON.stringify(row.payload),
    row.attribution.ref,
    row.attribution.pid,
    row.at,
  ]);
}

export async function insertUploadedFiles(
  tx: Queryable,
  submissionId: string,
  pictures: readonly { readonly name: string; readonly contentType: string; readonly byteLength: number }[],
  at: Date,
): Promise<void> {
  for (const p of pictures) {
    await tx.query('INSERT INTO uploaded_file (name, content_type, byte_length, submission_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
      p.name,
      p.contentType,
      p.byteLength,
      submissionId,
      at,
    ]);
  }
}

export async function findUploadedFile(db: Queryable, name: string): Promise<{ contentType: string } | undefined> {
  const [row] = await db.query<{ content_type: string }>('SELECT content_type FROM uploaded_file WHERE name = $1', [name]);
  return row && { contentType: row.content_type };
}

export interface StaffAvailabilityRow {
  link_id: string;
  updated_at: Date;
}

export async function upsertStaffAvailability(
  tx: Queryable,
  row: { linkId: string; staffName: string; availability: unknown; notes: string; at: Date },
): Promise<StaffAvailabilityRow> {
  const [saved] = await tx.query<StaffAvailabilityRow>(
    `INSERT INTO staff_availability (link_id, staff_name, availability, notes, updated_at) VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (link_id) DO UPDATE SET staff_name = EXCLUDED.staff_name, availability = EXCLUDED.availability, notes = EXCLUDED.notes, updated_at = EXCLUDED.updated_at
     RETURNING link_id, updated_at`,
    [row.linkId, row.staffName, JSON.stringify(row.availability), row.notes, row.at],
  );
  if (!saved) throw new Error('The staff availability upsert returned no row.');
  return saved;
}

export interface StoredStaffAvailability {
  readonly link_id: string;
  readonly staff_name: string;
  readonly availability: unknown;
  readonly notes: string;
  readonly updated_at: Date;
}

export async function findStaffAvailability(db: Queryable, linkId: string): Promise<StoredStaffAvailability | undefined> {
  const [row] = await db.query<StoredStaffAvailability>(
    'SELECT link_id, staff_name, availability, notes, updated_at FROM staff_availability WHERE link_id = $1',
    [linkId],
  );
  return row;
}

export async function listStaffAvailability(db: Queryable, limit: number): Promise<StoredStaffAvailability[]> {
  return db.query<StoredStaffAvailability>(
    'SELECT link_id, staff_name, availability, notes, updated_at FROM staff_availability ORDER BY updated_at DESC LIMIT $1',
    [limit],
  );
}

export interface StoredSubmission {
  readonly id: string;
  readonly payload: Record<string, unknown>;
  readonly created_at: Date;
}

/** The latest submissions of a kind, newest first, for the staff page. */
export async function listSubmissions(db: Queryable, kind: SubmissionKind, limit: number): Promise<StoredSubmission[]> {
  return db.query<StoredSubmission>(
    'SELECT id, payload, created_at FROM form_submission WHERE kind = $1 ORDER BY created_at DESC, id LIMIT $2',
    [kind, limit],
  );
}
