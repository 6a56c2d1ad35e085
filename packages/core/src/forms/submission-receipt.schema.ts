// What the venue answers to a form it stored (mailing list, talent, job, contact): the new id.
import { Schema } from 'effect';
import { EntityId } from '../content/content-fields.schema';

export const SubmissionReceipt = Schema.Struct({ _id: EntityId });
export type SubmissionReceipt = typeof SubmissionReceipt.Type;

export const SubmissionReceiptResponse = Schema.Struct({ data: SubmissionReceipt });
