// The FAQ: questions grouped by category, answers (venue HTML) in an accessible accordion.
import { useLoaderData } from 'react-router';
import type { FaqItem } from '@venue/core/content/faq-item.schema';
import { content } from '../../app/services';
import { loaded } from '../../routing/load';
import { Accordion } from '../../ui/accordion';
import { EmptyState } from '../../ui/empty-state';
import page from '../../ui/page.module.css';
import * as m from '~messages/faq';
import { SafeHtml, withSafeHtml } from '../../ui/safe-html';
import { useVenueWords } from '../../ui/venue-language';

export const loader = () => withSafeHtml(loaded(content.faq()));

function byCategory(items: readonly FaqItem[]): [string, FaqItem[]][] {
  const groups = new Map<string, FaqItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups];
}

export function Component() {
  const faq = useLoaderData<typeof loader>();
  const venueWords = useVenueWords();
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.faqTitle}</h1>
        <p>{m.faqIntro}</p>
      </header>
      {faq.length === 0 ? (
        <EmptyState>{m.noQuestions}</EmptyState>
      ) : (
        byCategory(faq).map(([category, items]) => (
          // The section holds only the venue's words: its category, questions and answers.
          <section key={category} className={page.section} aria-label={category} {...venueWords}>
            <h2>{category}</h2>
            <Accordion items={items.map((item) => ({ id: item._id, title: item.question, content: <SafeHtml html={item.answer} /> }))} />
          </section>
        ))
      )}
    </div>
  );
}
