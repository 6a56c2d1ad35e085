// An invoice PDF (GET invoices/pdf/{file}) embedded in the page, with a download link for
// browsers that show no PDFs inline (most phones).
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { content } from '../../app/services';
import { apiEndpoint } from '../../app/site-settings';
import { loaded } from '../../routing/load';
import buttons from '../../ui/button.module.css';
import page from '../../ui/page.module.css';
import styles from './pdf-viewer-page.module.css';

/** An unknown invoice is the site's not-found page with a 404, not a frame with the API's error in it. */
export async function loader({ params }: LoaderFunctionArgs): Promise<null> {
  await loaded(content.invoicePdf(params.file ?? ''));
  return null;
}

export function Component() {
  const { file = '' } = useParams();
  const src = apiEndpoint(`invoices/pdf/${encodeURIComponent(file)}`);
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>Your invoice</h1>
        <p>{file}</p>
      </header>
      <div className={styles.actions}>
        <a className={buttons.button} href={src} download={file}>
          Download PDF
        </a>
        <a className={buttons.ghost} href={src} target="_blank" rel="noopener noreferrer">
          Open in a new tab
        </a>
      </div>
      <iframe className={styles.viewer} src={src} title={`Invoice ${file}`} />
    </div>
  );
}
