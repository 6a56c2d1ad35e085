// The answering bot's matching, pure: TF-IDF over the FAQ. An entry's score is half the cosine
// similarity of the guest's words with its question (guests ask in question words) and half the share
// of the guest's words, weighted by rarity, that the entry mentions anywhere (a guest may use the
// answer's words: "parking", "Apple Pay"). Unknown words weigh as much as the rarest known word, so a
// message about something the FAQ never mentions scores low.

export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  /** Plain text. */
  readonly answer: string;
}

export type BotAnswer =
  /** A good match: its answer, and up to three related questions to ask next. */
  | { readonly kind: 'answer'; readonly entry: FaqEntry; readonly score: number; readonly suggestions: readonly string[] }
  /** Hello or thanks: a friendly word and some questions to start with. */
  | { readonly kind: 'smalltalk'; readonly intent: 'greeting' | 'thanks'; readonly suggestions: readonly string[] }
  /** No good match: staff take over; the nearest questions are still offered. */
  | { readonly kind: 'handover'; readonly suggestions: readonly string[] };

/** Below this score the bot does not trust its best match. Tuned on the demo FAQ (faq-bot.test.ts). */
export const MIN_ANSWER_SCORE = 0.3;
export const MAX_SUGGESTIONS = 3;
/** A suggestion must share at least this much with the guest's words, else it is noise. */
const MIN_SUGGESTION_SCORE = 0.15;
const QUESTION_WEIGHT = 0.5;

const stopWords = new Set(
  (
    'a about am an and any are as at be been but by can could did do does for from get got have how i if in into is it its ' +
    'me my of on or our please should so tell than that the their them there these they this to us was we were what when ' +
    'which who why will with would you your yours know want need'
  ).split(' '),
);
const greetings = new Set('hi hello hey hiya howdy yo hola morning evening afternoon good there'.split(' '));
const thanks = new Set('thanks thank thx ty cheers great ok okay perfect awesome cool you much lot very so'.split(' '));

/** Words guests use for what a FAQ says otherwise; a short list, not a thesaurus. */
const synonyms: ReadonlyMap<string, string> = new Map([
  ...['located', 'location', 'address', 'directions', 'direction'].map((w) => [w, 'where'] as const),
  ...['kid', 'kids', 'child', 'children', 'teen', 'teens', 'teenager', 'underage', 'old'].map((w) => [w, 'age'] as const),
]);

/** A light stemmer: enough that "opening" meets "open", "tickets" "ticket" and "closed" "close". */
export function stem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  // "close", "closed" and "closing" all end as "clos".
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .match(/[a-z0-9]+/g) ?? [];

/** The meaningful, stemmed words of a text. */
export const tokenize = (text: string): string[] =>
  words(text)
    .filter((w) => !stopWords.has(w))
    .map((w) => stem(synonyms.get(w) ?? w));

type Vector = ReadonlyMap<string, number>;

function counts(tokens: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const t of tokens) map.set(t, (map.get(t) ?? 0) + 1);
  return map;
}

function weigh(tokens: readonly string[], idf: (t: string) => number): Vector {
  const vector = new Map<string, number>();
  for (const [t, n] of counts(tokens)) vector.set(t, n * idf(t));
  return vector;
}

function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  for (const [t, w] of a) dot += w * (b.get(t) ?? 0);
  const norm = (v: Vector) => Math.sqrt([...v.values()].reduce((sum, w) => sum + w * w, 0));
  const denominator = norm(a) * norm(b);
  // Rounding can push a perfect match a hair above 1.
  return denominator === 0 ? 0 : Math.min(1, dot / denominator);
}

export interface FaqIndex {
  readonly entries: readonly FaqEntry[];
  /** Each entry's score for a question, from 0 to 1, in entry order. */
  scores(question: string): number[];
}

export function buildFaqIndex(entries: readonly FaqEntry[]): FaqIndex {
  const docs = entries.map((e) => ({ question: tokenize(e.question), all: new Set([...tokenize(e.question), ...tokenize(e.answer)]) }));
  const documentFrequency = counts(docs.flatMap((d) => [...d.all]));
  // Smoothed: a word in every entry still counts a little; a word in none counts as the rarest.
  const idf = (t: string) => Math.log(1 + entries.length / Math.max(1, documentFrequency.get(t) ?? 0));
  const questions = docs.map((d) => weigh(d.question, idf));
  return {
    entries,
    scores(question) {
      const query = weigh(tokenize(question), idf);
      const total = [...query.values()].reduce((sum, w) => sum + w, 0);
      return docs.map((doc, i) => {
        const covered = [...query].reduce((sum, [t, w]) => sum + (doc.all.has(t) ? w : 0), 0);
        const coverage = total === 0 ? 0 : covered / total;
        return Math.min(1, QUESTION_WEIGHT * cosine(query, questions[i] ?? new Map()) + (1 - QUESTION_WEIGHT) * coverage);
      });
    },
  };
}

function smalltalk(question: string): 'greeting' | 'thanks' | undefined {
  const all = words(question);
  if (all.length === 0 || all.length > 6) return undefined;
  if (all.some((w) => w.startsWith('thank')) && all.every((w) => thanks.has(w) || greetings.has(w) || stopWords.has(w))) return 'thanks';
  if (all.every((w) => greetings.has(w) || stopWords.has(w)) && all.some((w) => greetings.has(w))) return 'greeting';
  return undefined;
}

/** The bot's choice for one guest message. */
export function answerQuestion(index: FaqIndex, question: string): BotAnswer {
  const intent = smalltalk(question);
  const starters = index.entries.slice(0, MAX_SUGGESTIONS).map((e) => e.question);
  if (intent) return { kind: 'smalltalk', intent, suggestions: starters };

  const ranked = index
    .scores(question)
    .map((score, i) => ({ score, i }))
    // Best first; ties keep FAQ order, so the answer does not depend on sort stability.
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const related = (answered?: FaqEntry) => {
    const questions = ranked.filter((r) => r.score >= MIN_SUGGESTION_SCORE).map((r) => index.entries[r.i]?.question ?? '');
    // Distinct, and never the question just answered (a FAQ may repeat a question).
    return [...new Set(questions)].filter((q) => q !== answered?.question).slice(0, MAX_SUGGESTIONS);
  };
  const best = ranked[0];
  const entry = best && index.entries[best.i];
  if (best && entry && best.score >= MIN_ANSWER_SCORE) return { kind: 'answer', entry, score: best.score, suggestions: related(entry) };
  return { kind: 'handover', suggestions: related() };
}
