// An invoice PDF (GET invoices/pdf/{file}) embedded in the page, with a download link for
// browsers that show no PDFs inline (most phones).
import { useParams } from 'react-router';
import { apiEndpoint } from '../../app/site-settings';
import buttons from '../../ui/button.module.css';
import page from '../../ui/page.module.css';
import styles from './pdf-viewer-page.module.css';

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
