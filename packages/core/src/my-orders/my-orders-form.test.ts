import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../shared/decode';
import { validateMyOrders } from './my-orders-form';
import { MyOrdersRequest } from './my-orders.schema';

describe('find my orders form', () => {
  it('sends the trimmed address', () => {
    expect(validateMyOrders({ email: '  dana@example.com ' })).toEqual({ ok: true, value: { email: 'dana@example.com' } });
  });

  it('names the field and why it is refused', () => {
    const reason = (email: string) => ((r) => (r.ok ? null : r.error[0]?.reason))(validateMyOrders({ email }));
    expect(reason('  ')).toBe('required');
    expect(reason('dana@example')).toBe('invalid-email');
    expect(reason(`${'a'.repeat(250)}@example.com`)).toBe('too-long');
    expect(validateMyOrders({ email: '' })).toEqual({ ok: false, error: [{ field: 'email', placeholder: 'Email', reason: 'required' }] });
  });

  it('property: the venue accepts every address the form accepts', () => {
    const decode = decodeWith(MyOrdersRequest, 'POST my-orders');
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 300 })), (email) => {
        const result = validateMyOrders({ email });
        if (result.ok) expect(decode(result.value)).toEqual({ ok: true, value: result.value });
      }),
    );
  });
});
