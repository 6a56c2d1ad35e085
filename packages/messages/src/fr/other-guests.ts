import { plural } from '../plural-rules';

export const title = 'Ajouter vos invités';
export const intro =
  'Indiquez le nom des personnes qui vous accompagnent, pour que l’entrée les connaisse. Vous pouvez les modifier jusqu’au soir même.';
export const ticketOrder = <T>(orderId: T): (string | T)[] => ['Commande de billets ', orderId, '.'];
export const ticketOrderFor = <T>(orderId: T, eventName: T, date: string): (string | T)[] => [
  'Commande de billets ',
  orderId,
  ' pour ',
  eventName,
  `, le ${date}.`,
];
export const yourTickets = 'Vos billets';

export const yourGuests = 'Vos invités';
export const onlyYou = 'Vos billets ne font entrer que vous : personne d’autre à nommer.';
export const guestCount = (guestsAllowed: number, filled: number, places: number): string =>
  `Vos billets font entrer ${guestsAllowed} personnes, vous compris. ` +
  plural('fr', filled, { one: `${filled} invité nommé sur ${places}.`, other: `${filled} invités nommés sur ${places}.` });
export const saved = (name: string): string => `Les informations de ${name} sont enregistrées.`;
export const guestNumber = (number: number): string => `Invité ${number}`;
export const named = 'Nommé';
export const notNamedYet = 'Pas encore nommé';
export const name = 'Nom';
export const email = 'E-mail';
export const phone = 'Téléphone';
export const editDetails = 'Modifier';
export const addDetails = 'Renseigner';
export const ofPlace = (place: string): string => ` (${place})`;

export const guestName = 'Nom de l’invité';
export const guestEmail = 'E-mail de l’invité';
export const guestPhone = 'Téléphone de l’invité';
export const saving = 'Enregistrement de l’invité…';
export const saveGuest = 'Enregistrer l’invité';
export const cancel = 'Annuler';

export const refused = 'L’établissement a refusé cette modification.';
export const temporary = 'Impossible de joindre l’établissement. Rien de votre saisie n’est perdu : réessayez.';
export const unreadable = 'La réponse de l’établissement est illisible. Réessayez dans un instant.';

// Qui voit quoi (docs/product.md#other-guests).
export const privacyNote = 'L’e-mail et le téléphone d’un invité ne sont visibles que par cet invité et par l’acheteur.';
export const theirsToChange = 'Seuls cet invité et l’acheteur peuvent modifier ces informations.';
export const ownLink = 'Votre propre lien vers cette place, pour corriger vos informations depuis un autre appareil';
export const ownLinkFor = <T>(name: T): (string | T)[] => ['Envoyez à ', name, ' son propre lien'];
export const linkForGuestsIntro =
  'Envoyez ce lien à vos invités : chacun y indique son nom à sa place et ne voit que ses propres informations.';
export const linkForGuests = 'Lien pour vos invités';
