import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText } from '@venue/core/shared/html-text';
import { demoFaq } from '../seed/demo/demo-faq';
import { answerQuestion, buildFaqIndex, MAX_SUGGESTIONS, stem, tokenize, type FaqEntry } from './faq-bot';

const demo = buildFaqIndex(demoFaq().map((f) => ({ id: f._id, question: f.question, answer: htmlToText(f.answer) })));
const answeredId = (question: string) => {
  const choice = answerQuestion(demo, question);
  return choice.kind === 'answer' ? choice.entry.id : choice.kind;
};

describe('faq bot on the demo FAQ', () => {
  it.each([
    ['What time do you open on Friday?', 'faq-1'],
    ['opening hours', 'faq-1'],
    ['where are you located, is there parking?', 'faq-2'],
    ['Is there a dress code? Can I wear sneakers', 'faq-4'],
    ['how much is the coat check', 'faq-5'],
    ['I lost my jacket last night', 'faq-6'],
    ['is it wheelchair accessible', 'faq-7'],
    ['can I get a refund on my tickets?', 'faq-8'],
    ['how does bottle service work', 'faq-11'],
    ['Do you deliver food to my place?', 'faq-16'],
    ['do you accept apple pay', 'faq-18'],
    ['I want to book the rooftop for a private birthday party', 'faq-15'],
    ['how old do I have to be', 'faq-3'],
    ['can I bring kids', 'faq-3'],
    ['when do you close on saturday', 'faq-1'],
  ])('answers "%s" with %s', (question, id) => {
    expect(answeredId(question)).toBe(id);
  });

  it.each(['What is the meaning of life?', 'asdf qwerty', 'Can you recommend a dentist nearby', '???'])(
    'hands "%s" over to staff',
    (question) => {
      expect(answerQuestion(demo, question).kind).toBe('handover');
    },
  );

  it('greets and thanks with starter questions instead of handing over', () => {
    expect(answerQuestion(demo, 'Hi!')).toMatchObject({ kind: 'smalltalk', intent: 'greeting' });
    expect(answerQuestion(demo, 'hello there')).toMatchObject({ kind: 'smalltalk', intent: 'greeting' });
    expect(answerQuestion(demo, 'Thanks a lot')).toMatchObject({ kind: 'smalltalk', intent: 'thanks' });
    const greeting = answerQuestion(demo, 'hey');
    expect(greeting.suggestions).toEqual(
      demoFaq()
        .slice(0, 3)
        .map((f) => f.question),
    );
  });

  it('suggests related questions with an answer', () => {
    const choice = answerQuestion(demo, 'Are tax and service included in bottle prices?');
    expect(choice.kind).toBe('answer');
    expect(choice.suggestions.length).toBeGreaterThan(0);
    expect(choice.suggestions).toContain('How does bottle service work?');
  });
});

describe('faq bot text handling', () => {
  it('stems plurals and -ing forms so they meet their base word', () => {
    expect(stem('tickets')).toBe('ticket');
    expect(stem('opening')).toBe('open');
    expect(stem('parties')).toBe('party');
    expect(stem('class')).toBe('class');
    expect(tokenize('What are your Opening HOURS?')).toEqual(['open', 'hour']);
  });
});

// Generated FAQs: each question has a word of its own (so no two share every word), answers use a
// separate vocabulary, so the question a guest copies is the best match by construction.
const vocabulary = Array.from(
  { length: 30 },
  (_, i) => `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x`,
);
const answerWords = Array.from({ length: 20 }, (_, i) => `answer${String.fromCharCode(97 + i)}z`);

const faqArb = fc
  .array(fc.tuple(fc.subarray(vocabulary, { minLength: 0, maxLength: 5 }), fc.subarray(answerWords, { minLength: 1, maxLength: 6 })), {
    minLength: 1,
    maxLength: 12,
  })
  .map((items): FaqEntry[] =>
    items.map(([words, answer], i) => ({
      id: `f${i}`,
      question: [`unique${String.fromCharCode(97 + i)}q`, ...words].join(' '),
      answer: answer.join(' '),
    })),
  );

describe('faq bot properties', () => {
  it('asking a FAQ question word for word gets that question answered', () => {
    fc.assert(
      fc.property(faqArb, fc.nat(), (faq, pick) => {
        const entry = faq[pick % faq.length]!;
        const choice = answerQuestion(buildFaqIndex(faq), `${entry.question}?`);
        expect(choice.kind).toBe('answer');
        if (choice.kind === 'answer') expect(choice.entry.id).toBe(entry.id);
      }),
    );
  });

  it('scores stay between 0 and 1 for any text', () => {
    fc.assert(
      fc.property(faqArb, fc.string(), (faq, question) => {
        for (const score of buildFaqIndex(faq).scores(question)) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('suggestions are distinct FAQ questions, at most three, never the one answered', () => {
    fc.assert(
      fc.property(faqArb, fc.array(fc.constantFrom(...vocabulary, ...answerWords, 'hello', 'the'), { maxLength: 8 }), (faq, words) => {
        const choice = answerQuestion(buildFaqIndex(faq), words.join(' '));
        expect(choice.suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
        expect(new Set(choice.suggestions).size).toBe(choice.suggestions.length);
        for (const s of choice.suggestions) expect(faq.map((f) => f.question)).toContain(s);
        if (choice.kind === 'answer') expect(choice.suggestions).not.toContain(choice.entry.question);
      }),
    );
  });

  it('a message with no FAQ word is handed over', () => {
    fc.assert(
      fc.property(
        faqArb,
        fc.array(fc.constantFrom('zebra', 'quantum', 'violin', '42', 'the', 'what'), { minLength: 1, maxLength: 6 }),
        (faq, words) => {
          expect(answerQuestion(buildFaqIndex(faq), words.join(' '))).toEqual({ kind: 'handover', suggestions: [] });
        },
      ),
    );
  });

  it('the answer does not depend on the order of the FAQ', () => {
    fc.assert(
      fc.property(faqArb, fc.nat(), fc.nat(), (faq, pick, seed) => {
        const entry = faq[pick % faq.length]!;
        const shuffled = [...faq].sort((a, b) => ((a.id.charCodeAt(1) * 31 + seed) % 17) - ((b.id.charCodeAt(1) * 31 + seed) % 17));
        const a = answerQuestion(buildFaqIndex(faq), entry.question);
        const b = answerQuestion(buildFaqIndex(shuffled), entry.question);
        expect(a.kind === 'answer' && a.entry.id).toBe(b.kind === 'answer' && b.entry.id);
      }),
    );
  });
});
