// The error element of every route: a clear panel with a retry, never a blank page.
import { useRevalidator, useRouteError } from 'react-router';
import { shortWaitOf } from '@venue/core/shared/short-wait';
import { ErrorPanel } from '../ui/error-panel';
import { NoticePanel } from '../ui/notice-panel';
import { OnwardLinks } from '../ui/onward-links';
import * as m from '~messages/shell';
import * as panels from '~messages/panels';
import { LoadError } from './load';

/** No answer, the venue briefly unavailable (503, as the server's error page says it), or an answer it should not have given. */
function loadFailureText(error: LoadError): string {
  if (error.failure._tag === 'NetworkError') return panels.couldNotReachVenue;
  return shortWaitOf(error.failure) === 'outage' ? m.venueUnreachable : m.venueAnsweredOddly;
}

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
        message={loadFailureText(error)}
        onRetry={() => void revalidator.revalidate()}
        retrying={revalidator.state === 'loading'}
      />
    );
  }
  // A bug or a chunk that failed to download (after a new release): reloading is the cure.
  console.error(error);
  return <ErrorPanel title={m.somethingWentWrong} message={m.reloadUsuallyFixes} onRetry={() => window.location.reload()} />;
}
