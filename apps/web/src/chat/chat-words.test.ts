// The widget's words that the product brief gave word for word (docs/product.md#support-chat), as the English catalog has them.
import { describe, expect, it } from 'vitest';
import * as m from '~messages/chat';

describe('the chat widget in English', () => {
  it('keeps the brief’s words', () => {
    expect(m.startConversation).toBe('Start a conversation');
    expect(m.knowledgeBase).toBe('Venue Knowledge Base');
    expect(m.ratedGood).toBe('You rated our service as good.');
    expect(m.ratedBad).toBe('You rated our service as bad.');
    expect(m.microphoneUnsupported).toBe('getUserMedia is not implemented in this browser');
  });
});
