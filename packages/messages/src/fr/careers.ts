// La page recrutement (apps/web/src/pages/careers) : les postes ouverts et le formulaire de candidature
// (docs/product.md#careers-contact-and-staff-availability).
export const title = 'Recrutement';
export const intro = 'Barmen, hôtes, sécurité, son : ce sont eux qui font nos nuits. Parlez-nous de vous.';

// Les postes ouverts.
export const openPositions = 'Postes ouverts';
export const positionsCouldNotLoad =
  'Les postes ouverts n’ont pas pu se charger pour le moment. Vous pouvez tout de même envoyer une candidature spontanée.';
export const noOpenPositions =
  'Aucun poste n’est ouvert pour le moment. Envoyez-nous tout de même une candidature spontanée : nous la garderons pour le prochain recrutement.';

// Les champs du formulaire.
export const nameLabel = 'Votre nom';
export const emailLabel = 'E-mail';
export const phoneLabel = 'Numéro de téléphone';
export const positionLabel = 'Poste';
export const messageLabel = 'Message';
export const cvLabel = 'Votre CV';
export const choosePosition = 'Choisissez un poste';
export const generalApplication = 'Candidature spontanée';
export const messageHint = 'Votre expérience, et les soirs où vous êtes disponible.';

// Le CV.
export const cvHint = 'Un fichier PDF, DOC ou DOCX de 5 Mo maximum.';
export const noCvChosen = 'Aucun CV choisi';
export const cvChosen = (name: string): string => `Fichier choisi\u00a0: ${name}`;
export const removeCv = 'Retirer le CV';
export const cvCouldNotBeRead = 'Votre CV n’a pas pu être lu. Choisissez-le à nouveau.';

// L’envoi.
export const apply = 'Postuler';
export const sendApplication = 'Envoyer ma candidature';
export const sendingApplication = 'Envoi de votre candidature…';
export const applicationFailed = 'Votre candidature n’a pas pu être envoyée. Réessayez : tout ce que vous avez saisi est conservé.';
export const thanks = 'Merci pour votre candidature';
export const thanksText = <T>(position: string, email: T): (string | T)[] => [
  `Nous avons bien reçu votre candidature pour le poste «\u00a0${position}\u00a0». Nous vous répondrons à `,
  email,
  '.',
];
export const sendAnother = 'Envoyer une autre candidature';
