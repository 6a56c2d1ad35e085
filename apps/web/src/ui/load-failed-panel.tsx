// What a page or form shows in place of itself when a part it needs (the phone input's chunk, with its rules) could
// not load: a reload is the cure, so the retry reloads the page.
import * as m from '~messages/panels';
import { ErrorPanel } from './error-panel';

export function LoadFailedPanel({ what }: { readonly what: 'page' | 'form' }) {
  return (
    <ErrorPanel
      level={2}
      title={what === 'page' ? m.pageCouldNotLoad : m.formCouldNotLoad}
      message={m.couldNotReachVenue}
      onRetry={() => window.location.reload()}
    />
  );
}
