// The error element of every route: a clear panel with a retry, never a blank page.
import { useRevalidator, useRouteError } from 'react-router';
import { ErrorPanel } from '../ui/error-panel';
import { NoticePanel } from '../ui/notice-panel';
import { OnwardLinks } from '../ui/onward-links';
import * as m from '~messages/shell';
import * as panels from '~messages/panels';
import { LoadError } from './load';

export function RouteErrorPanel() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (error instanceof LoadError && error.notFound) {
    return (
      <NoticePanel id="not-found-title" title={m.notFoundTitle} message={m.notFoundMessage}>
        <OnwardLinks short />
      </NoticePanel>
    );
  }
  if (error instanceof LoadError) {
    return (
      <ErrorPanel
        title={panels.pageCouldNotLoad}
        message={error.failure._tag === 'NetworkError' ? panels.couldNotReachVenue : m.venueAnsweredOddly}
        onRetry={() => void revalidator.revalidate()}
        retrying={revalidator.state === 'loading'}
      />
    );
  }
  // A bug or a chunk that failed to download (after a new release): reloading is the cure.
  console.error(error);
  return <ErrorPanel title={m.somethingWentWrong} message={m.reloadUsuallyFixes} onRetry={() => window.location.reload()} />;
}
