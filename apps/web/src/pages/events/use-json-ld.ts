import { useEffect } from 'react';

/** Puts structured data in the head while the page is shown (textContent: never parsed as HTML). */
export function useJsonLd(data: Record<string, unknown>): void {
  const json = JSON.stringify(data);
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}
