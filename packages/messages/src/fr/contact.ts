// La page contact (apps/web/src/pages/contact) : où trouver le club et le formulaire de contact
// (docs/product.md#careers-contact-and-staff-availability).
export const title = 'Contact';
export const intro = 'Une question sur une soirée, une fête privée ou un objet oublié ? Écrivez-nous.';

// Où trouver le club.
export const findUs = 'Nous trouver';
export const addressUnavailable = 'Notre adresse n’est pas disponible pour le moment.';
export const openInMaps = 'Ouvrir dans Plans';
export const openingHours = 'Horaires d’ouverture';
export const followUs = 'Suivez-nous';

// Le formulaire.
export const nameLabel = 'Votre nom';
export const emailLabel = 'E-mail';
export const phoneLabel = 'Numéro de téléphone';
export const subjectLabel = 'Objet';
export const messageLabel = 'Message';
export const writeToUs = 'Écrivez-nous';
export const sendMessage = 'Envoyer le message';
export const sendingMessage = 'Envoi de votre message…';
export const messageFailed = 'Votre message n’a pas pu être envoyé. Réessayez : tout ce que vous avez saisi est conservé.';
export const thanks = 'Merci pour votre message';
export const thanksText = <T>(email: T): (string | T)[] => ['Nous vous répondrons dès que possible à ', email, '.'];
export const sendAnother = 'Envoyer un autre message';
