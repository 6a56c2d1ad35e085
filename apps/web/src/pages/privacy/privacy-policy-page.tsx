// The privacy policy: what this website keeps and sends. The venue sends no policy text through
// the API, so the site states what it does itself.
import * as m from '~messages/privacy';
import { useVenue } from '../../app/use-venue';
import page from '../../ui/page.module.css';

export function Component() {
  const { name } = useVenue();
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>{m.privacyTitle}</h1>
        <p>{m.privacyIntro(name ?? m.theVenue)}</p>
      </header>
      <div className={page.prose}>
        <h2>{m.collectTitle}</h2>
        <p>{m.collectText}</p>
        <h2>{m.deviceTitle}</h2>
        <p>{m.deviceText}</p>
        <h2>{m.paymentsTitle}</h2>
        <p>{m.paymentsText}</p>
        <h2>{m.otherSitesTitle}</h2>
        <p>{m.otherSitesText}</p>
        <h2>{m.rightsTitle}</h2>
        <p>{m.rightsText}</p>
      </div>
    </div>
  );
}
