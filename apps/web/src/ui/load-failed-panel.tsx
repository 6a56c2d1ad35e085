// What a page or form shows in place of itself when a part it needs (the phone input's chunk, with its rules) could
// not load: a reload is the cure, so the retry reloads the page.
import { ErrorPanel } from './error-panel';

export function LoadFailedPanel({ what }: { readonly what: 'page' | 'form' }) {
  return (
    <ErrorPanel
      level={2}
      title={`This ${what} could not load`}
      message="We could not reach the venue. Check your connection and try again."
      onRetry={() => window.location.reload()}
    />
  );
}
