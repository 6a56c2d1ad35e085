// The careers page (apps/web/src/pages/careers): the open positions and the application form
// (docs/product.md#careers-contact-and-staff-availability).
export const title = 'Careers';
export const intro = 'Bartenders, hosts, security, sound: the people who make our nights. Tell us about yourself.';

// The open positions.
export const openPositions = 'Open positions';
export const positionsCouldNotLoad = 'The open positions could not load right now. You can still send a general application.';
export const noOpenPositions =
  'We have no open positions right now. You can still send a general application, and we will keep it for the next opening.';

// The form's labels.
export const nameLabel = 'Your Name';
export const emailLabel = 'Email';
export const phoneLabel = 'Phone Number';
export const positionLabel = 'Position';
export const messageLabel = 'Message';
export const cvLabel = 'Your CV';
export const choosePosition = 'Choose a position';
/** The choice for no position in particular, always offered after the open ones. */
export const generalApplication = 'General application';
export const messageHint = 'Your experience, and the nights you can work.';

// The CV.
export const cvHint = 'A PDF, DOC or DOCX file of at most 5 MB.';
export const noCvChosen = 'No CV chosen';
export const cvChosen = (name: string): string => `Chosen: ${name}`;
export const removeCv = 'Remove CV';
export const cvCouldNotBeRead = 'Your CV could not be read. Please choose it again.';

// Sending.
export const apply = 'Apply';
export const sendApplication = 'Send application';
export const sendingApplication = 'Sending your application…';
export const applicationFailed = 'Your application could not be sent. Please try again; what you typed is kept.';
export const thanks = 'Thank you for applying';
/** `email`: the guest's address, drawn left to right by the page. */
export const thanksText = <T>(position: string, email: T): (string | T)[] => [
  `We have your application for ${position}. We will reply to `,
  email,
  '.',
];
export const sendAnother = 'Send another application';
