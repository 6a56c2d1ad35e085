// What a guest sent with an order, read the way venue staff read it: on the staff page's order view
// (docs/backend.md#staff-page), signed in with the demo staff password. The public reads by id show less.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiPath } from './servers';

const entities: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

export async function staffOrderDetails(request: APIRequestContext, orderId: string): Promise<unknown> {
  const signIn = await request.post(apiPath('staff/login'), { form: { password: 'demo-staff' }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  const res = await request.get(apiPath(`staff/orders/${encodeURIComponent(orderId)}`));
  expect(res.status()).toBe(200);
  const escaped = /<pre data-order-details>([\s\S]*?)<\/pre>/.exec(await res.text())?.[1] ?? 'null';
  return JSON.parse(escaped.replace(/&(quot|#39|lt|gt|amp);/g, (entity) => entities[entity] ?? entity));
}
