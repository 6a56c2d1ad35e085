// The privacy policy: what this website keeps and sends. The venue sends no policy text through
// the API, so the site states what it does itself.
import { useVenue } from '../../app/use-venue';
import page from '../../ui/page.module.css';

export function Component() {
  const { name } = useVenue();
  const venue = name ?? 'The venue';
  return (
    <div className={page.page}>
      <header className={page.head}>
        <h1>Privacy Policy</h1>
        <p>How {venue} handles your information on this website.</p>
      </header>
      <div className={page.prose}>
        <h2>What we collect</h2>
        <p>
          We only collect what you type into our forms: for example your name, email address, phone number, birthday and Instagram name when
          you join our mailing list, or the details of an order, a reservation or an application. We use them to answer you, to run your
          booking and, when you ask for it, to send you news and offers.
        </p>
        <h2>What stays on your device</h2>
        <p>
          This website keeps a few values in your browser&apos;s local storage: an access token for our booking system, the venue&apos;s
          details and page settings, and, while you order, your selection (for example bottles, guest count, date and time). They never
          leave your device except with the requests you make, and you can delete them at any time by clearing this site&apos;s data in your
          browser.
        </p>
        <h2>Payments</h2>
        <p>Card payments are handled by our payment provider. Your card number is sent to them directly and never stored by us.</p>
        <h2>Other websites</h2>
        <p>
          Videos and music players from YouTube, SoundCloud and MixCloud load only when you press play; those services then apply their own
          privacy policies. Links to our social pages open those sites.
        </p>
        <h2>Your rights</h2>
        <p>
          You can ask us what we hold about you, to correct it or to delete it, and you can unsubscribe from our mailing list at any time.
          Contact us through our Contact page or at the venue.
        </p>
      </div>
    </div>
  );
}
