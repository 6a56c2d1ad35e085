// The contact page (apps/web/src/pages/contact): where to find the venue and the contact form
// (docs/product.md#careers-contact-and-staff-availability).
export const title = 'Contact';
export const intro = 'Questions about a night, a private party or something you left behind? Write to us.';

// Where to find the venue.
export const findUs = 'Find us';
export const addressUnavailable = 'Our address is not available right now.';
export const openInMaps = 'Open in maps';
export const openingHours = 'Opening hours';
export const followUs = 'Follow us';

// The form.
export const nameLabel = 'Your Name';
export const emailLabel = 'Email';
export const phoneLabel = 'Phone Number';
export const subjectLabel = 'Subject';
export const messageLabel = 'Message';
export const writeToUs = 'Write to us';
export const sendMessage = 'Send message';
export const sendingMessage = 'Sending your message…';
export const messageFailed = 'Your message could not be sent. Please try again; what you typed is kept.';
export const thanks = 'Thank you for your message';
/** `email`: the guest's address, drawn left to right by the page. */
export const thanksText = <T>(email: T): (string | T)[] => ['We will reply to ', email, ' as soon as we can.'];
export const sendAnother = 'Send another message';
