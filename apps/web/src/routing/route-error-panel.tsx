// The error element of every route: a clear panel with a retry, never a blank page.
import { useRevalidator, useRouteError } from 'react-router';
import { ErrorPanel } from '../ui/error-panel';
import { NoticePanel } from '../ui/notice-panel';
import { OnwardLinks } from '../ui/onward-links';
import { LoadError } from './load';

export function RouteErrorPanel() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (error instanceof LoadError && error.notFound) {
    return (
      <NoticePanel
        id="not-found-title"
        title="We could not find that"
        message="It may have been moved or taken down. Have a look at what is on instead."
      >
        <OnwardLinks short />
      </NoticePanel>
    );
  }
  if (error instanceof LoadError) {
    return (
      <ErrorPanel
        title="This page could not load"
        message={
          error.failure._tag === 'NetworkError'
            ? 'We could not reach the venue. Check your connection and try again.'
            : 'The venue did not answer as expected. Please try again in a moment.'
        }
        onRetry={() => void revalidator.revalidate()}
        retrying={revalidator.state === 'loading'}
      />
    );
  }
  // A bug or a chunk that failed to download (after a new release): reloading is the cure.
  console.error(error);
  return (
    <ErrorPanel title="Something went wrong" message="Reloading the page usually fixes this." onRetry={() => window.location.reload()} />
  );
}
