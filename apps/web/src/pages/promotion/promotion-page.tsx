// A campaign page full screen (GET multiEmailCampain/{promotionId}), without the site's frame
// (docs/product.md#promotion-and-pdf-viewer). The only thing over it is a small way back to the site.
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { pathTo } from '@venue/core/routing/routes';
import { content } from '../../app/services';
import { apiEndpoint } from '../../app/site-settings';
import { loaded } from '../../routing/load';
import { SiteLink } from '../../routing/site-link';
import styles from './promotion-page.module.css';
import * as m from '~messages/promotion';

/** An unknown promotion is the site's not-found page with a 404, not an empty frame. */
export async function loader({ params }: LoaderFunctionArgs): Promise<null> {
  await loaded(content.campaignPage(params.promotionId ?? ''));
  return null;
}

export function Component() {
  const { promotionId = '' } = useParams();
  return (
    <>
      <h1 className="visually-hidden">{m.promotion}</h1>
      {/* Venue HTML: no script, and an origin of its own (docs/backend.md#security-headers); its links may open. */}
      <iframe
        className={styles.frame}
        src={apiEndpoint(`multiEmailCampain/${encodeURIComponent(promotionId)}`)}
        title={m.promotion}
        sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
      />
      <SiteLink to={pathTo('Home')} className={styles.close}>
        {m.backToWebsite}
      </SiteLink>
    </>
  );
}
