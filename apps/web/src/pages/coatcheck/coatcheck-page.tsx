// Coatcheck has no header, footer or chat and its own design (docs/product.md#coat-check). Its flow is later work.
import { pathTo } from '@venue/core/routing/routes';
import { SiteLink } from '../../routing/site-link';
import styles from './coatcheck-page.module.css';

export function Component() {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="coatcheck-title">
        <h1 id="coatcheck-title">Coat check</h1>
        <p>
          Registering your coat check items online is coming soon. Until then, please hand in your items at the coat check desk when you
          arrive.
        </p>
        <SiteLink to={pathTo('Home')}>Back to the website</SiteLink>
      </section>
    </div>
  );
}
