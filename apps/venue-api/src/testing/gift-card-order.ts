// A gift card order, the smallest order a payment test can pay: its id.
import type { OrderTestClient } from './order-test-client';

export async function newGiftCardOrder(client: OrderTestClient, amount = 60): Promise<string> {
  const res = await client.post('submit-gift-card', {
    amount,
    senderName: 'Dana Guest',
    senderEmail: 'dana@example.com',
    recipientName: 'Rory Friend',
    recipientEmail: 'rory@example.com',
  });
  return (await client.json<{ data: { orderId: string } }>(res)).data.orderId;
}
