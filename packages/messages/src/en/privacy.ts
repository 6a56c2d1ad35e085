// The privacy policy: what this website keeps and sends (apps/web/src/pages/privacy).
export const privacyTitle = 'Privacy Policy';
export const privacyIntro = (venue: string): string => `How ${venue} handles your information on this website.`;
export const theVenue = 'The venue';
export const collectTitle = 'What we collect';
export const collectText =
  'We only collect what you type into our forms: for example your name, email address, phone number, birthday and Instagram name when you join our mailing list, or the details of an order, a reservation or an application. We use them to answer you, to run your booking and, when you ask for it, to send you news and offers.';
export const deviceTitle = 'What stays on your device';
export const deviceText =
  "This website keeps a few values in your browser's local storage: an access token for our booking system, the venue's details and page settings, and, while you order, your selection (for example bottles, guest count, date and time). They never leave your device except with the requests you make, and you can delete them at any time by clearing this site's data in your browser.";
export const paymentsTitle = 'Payments';
export const paymentsText =
  'Card payments are handled by our payment provider. Your card number is sent to them directly and never stored by us.';
export const otherSitesTitle = 'Other websites';
export const otherSitesText =
  'Videos and music players from YouTube, SoundCloud and MixCloud load only when you press play; those services then apply their own privacy policies. Links to our social pages open those sites.';
export const rightsTitle = 'Your rights';
export const rightsText =
  'You can ask us what we hold about you, to correct it or to delete it, and you can unsubscribe from our mailing list at any time. Contact us through our Contact page or at the venue.';
