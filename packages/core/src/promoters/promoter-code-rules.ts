// When a checkout checks a promoter code (docs/product.md#bottle-checkout, #tickets), shared by the
// bottle and ticket checkouts: a code to check, a code other than the one checked, an edit that
// drops the discount, and the answer as an event (success false and a failed call are both silent).
import type { ApiError } from '../shared/api-error';
import type { Result } from '../shared/result';
import type { PromoterDiscount, PromoterValidation } from '../bottles/promoter-discount.schema';

export type PromoterAnswerEvent =
  { readonly type: 'api.promoterValidated'; readonly discount: PromoterDiscount } | { readonly type: 'api.promoterRejected' };

export const promoterAnswerEvent = (output: Result<PromoterValidation, ApiError>): PromoterAnswerEvent =>
  output.ok && output.value.success && output.value.data !== undefined
    ? { type: 'api.promoterValidated', discount: output.value.data }
    : { type: 'api.promoterRejected' };

interface CodeState {
  readonly form: { readonly promoterIGname: string };
  /** The code checked or being checked (trimmed); null when none. */
  readonly promoterCode: string | null;
}

export const hasPromoterCode = ({ form }: CodeState): boolean => form.promoterIGname.trim() !== '';

export const promoterCodeChanged = ({ form, promoterCode }: CodeState): boolean => form.promoterIGname.trim() !== promoterCode;

/** An edit of the promoter field away from the checked code: the discount no longer applies. */
export const promoterFieldEdited = (
  { promoterCode }: CodeState,
  event: { readonly type: string; readonly field?: string; readonly value?: string },
): boolean =>
  event.type === 'guest.editField' &&
  event.field === 'promoterIGname' &&
  promoterCode !== null &&
  (event.value ?? '').trim() !== promoterCode;
