// An invoice PDF (GET invoices/pdf/{file}) embedded in the page, with a download link for
// browsers that show no PDFs inline (most phones). The buyer's link carries the order secret, which the invoice is
// asked with, so its pages of guest codes come too (docs/product.md#codes-for-guests).
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ORDER_SECRET_PARAM } from '@venue/core/orders/order-secret-param';
import { withSecret } from '@venue/core/routing/routes';
import { content } from '../../app/services';
import { apiEndpoint } from '../../app/site-settings';
import { loaded } from '../../routing/load';
import buttons from '../../ui/button.module.css';
import page from '../../ui/page.module.css';
import styles from './pdf-viewer-page.module.css';
import * as m from '~messages/invoice-viewer';

/** An unknown invoice is the site's not-found page with a 404, not a frame with the API's error in it. */
export async function loader({ params }: LoaderFunctionArgs): Promise<null> {
  await loaded(content.invoicePdf(params.file ?? ''));
  return null;
}

export function Component() {
  const { file = '' } = useParams();
  const [search] = useSearchParams();
  const src = apiEndpoint(withSecret(`invoices/pdf/${encodeURIComponent(file)}`, search.get(ORDER_SECRET_PARAM)));
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.yourInvoice}</h1>
        <p>{file}</p>
      </header>
      <div className={styles.actions}>
        <a className={buttons.button} href={src} download={file}>
          {m.downloadPdf}
        </a>
        <a className={buttons.ghost} href={src} target="_blank" rel="noopener noreferrer">
          {m.openInNewTab}
        </a>
      </div>
      <iframe className={styles.viewer} src={src} title={m.invoiceNamed(file)} />
    </div>
  );
}
