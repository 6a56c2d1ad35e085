// The venue's words inside a sentence of the site's (docs/product.md#languages): a span marked with the venue's
// language where the page is in another one, else the words alone, so the page's markup is what it always was.
import { useVenueWords } from './venue-language';

export function VenueText({ children }: { readonly children: string }) {
  const words = useVenueWords();
  return words.lang === undefined ? children : <span {...words}>{children}</span>;
}
