// GET job-positions: the venue's open positions, listed on the Careers page
// (docs/product.md#careers-contact-and-staff-availability). Ours: the product brief names no source.
import { Schema } from 'effect';
import { EntityId } from '../content/content-fields.schema';
import { RequiredText, TextUpTo } from './request-fields.schema';

export const JobPosition = Schema.Struct({
  _id: EntityId,
  /** Also what an application sends as its `position`. */
  title: RequiredText(100),
  /** Plain text: what the job is, the nights, what the venue asks for. */
  description: TextUpTo(2000),
});
export type JobPosition = typeof JobPosition.Type;

export const JobPositionsResponse = Schema.Struct({ data: Schema.Array(JobPosition) });
