// The root route's error element: the venue's API could not be reached while the server rendered
// the page (docs/product.md#when-the-venue-cannot-be-reached). The frame needs the venue too, so
// the page is the panel alone; Try again asks the server for the whole page once more.
import { useRouteError } from 'react-router';
import { ErrorPanel } from '../ui/error-panel';
import * as m from '~messages/shell';
import * as panels from '~messages/panels';
import { LoadError } from './load';
import styles from '../app/root-layout.module.css';

export function SiteErrorPage() {
  const error = useRouteError();
  if (!(error instanceof LoadError)) console.error(error);
  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      <ErrorPanel title={panels.pageCouldNotLoad} message={m.venueUnreachable} onRetry={() => window.location.reload()} />
    </main>
  );
}
