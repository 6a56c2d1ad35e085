// Les mails au client (apps/venue-api/src/mail ; docs/product.md#mail), dans la langue de sa commande.
export const logoAlt = (venue: string): string => `Logo de ${venue}`;
export const hi = (name: string): string => (name === '' ? 'Bonjour,' : `Bonjour ${name},`);
export const factLabel = (label: string): string => `${label}\u00a0:`;
export const recipientAt = (name: string, email: string): string => `${name} (${email})`;
export const order = 'Commande';
export const orderNumber = (number: string): string => `Commande ${number}`;
export const orderPreview = (title: string, number: string): string => `${title}. Commande ${number}.`;
export const amounts = 'Montants';
export const yourCodeForTheDoor = 'Votre code pour l’entrée';
export const yourCodesForTheDoor = 'Vos codes pour l’entrée';
export const yourTableCodeForTheDoor = 'Le code de votre table pour l’entrée';
export const seeTheEvent = 'Voir la soirée';
export const codeAlt = (guest: string, label: string, night: string): string =>
  `Code d’entrée de ${guest}\u00a0: ${label}, soirée du ${night}. À présenter à l’entrée, valable une fois.`;
export const codeForNight = (label: string, night: string): string => `${label}, soirée du ${night}`;
export const openCodeFullScreen = (guest: string): string => `Ouvrir le code de ${guest} en plein écran`;
export const invoiceAttached = 'Votre facture est jointe en PDF.';
export const viewYourInvoice = 'Voir votre facture';
export const calendarTakesOff = 'Le fichier d’agenda joint (.ics) retire la soirée de votre agenda.';
export const calendarAttached = 'Pour ajouter la soirée à votre agenda, ouvrez le fichier d’agenda joint (.ics).';
export const addNightToCalendar = 'Ajouter la soirée à votre agenda';

export const ticketsSubject = (night: string): string => `Vos billets pour ${night}`;
export const ticketsPreview = (night: string, when: string): string => `Vos billets sont réservés\u00a0: ${night}, ${when}.`;
export const ticketsTitle = 'Vos billets sont réservés';
export const ticketsThanks = 'Merci\u00a0! Chaque invité présente son propre code à l’entrée. Au plaisir de vous accueillir.';
export const ticketsEachCode =
  'Chaque code fait entrer un invité, une seule fois. Envoyez à chaque ami le lien sous son code\u00a0: il n’y verra que son code, rien d’autre de votre commande.';
export const ticketsOneCode = 'Votre code vous fait entrer une seule fois.';

export const guestCodeSubject = (night: string): string => `Votre code pour ${night}`;
export const guestCodePreview = (night: string, when: string): string => `Vous êtes sur la liste pour ${night}, ${when}.`;
export const guestCodeTitle = 'Vous êtes sur la liste';
export const guestCodeIntro = (night: string): string =>
  `Vous avez un billet pour ${night}. Voici votre code personnel pour l’entrée\u00a0: il est valable une fois.`;
export const guestCodeShow = 'Présentez ce code à l’entrée. Pensez à monter la luminosité de votre écran.';

export const reservationPreview = (title: string, when: string): string => `${title}\u00a0: ${when}.`;
export const reservationConfirmedSubject = (when: string): string => `Votre table du ${when} est confirmée`;
export const reservationConfirmedTitle = 'Merci pour votre réservation';
export const reservationConfirmedBody = 'Votre réservation de table est bien enregistrée. Au plaisir de vous accueillir.';
export const reservationChangedSubject = (when: string): string => `Votre réservation est modifiée\u00a0: ${when}`;
export const reservationChangedTitle = 'Votre réservation est modifiée';
export const reservationChangedBody = 'Voici votre réservation telle qu’elle est maintenant. Au plaisir de vous accueillir.';
export const reservationCancelledSubject = (when: string): string => `Votre réservation du ${when} est annulée`;
export const reservationCancelledTitle = 'Cette réservation a été annulée';
export const reservationCancelledBody = (when: string): string => `Votre table du ${when} est annulée. À bientôt pour une autre soirée.`;
export const reservationReminderSubject = (when: string): string => `À très vite\u00a0: votre table du ${when}`;
export const reservationReminderTitle = 'À très vite';
export const reservationReminderBody = (venue: string): string =>
  `Petit rappel de votre table chez ${venue}. Si vos plans ont changé, merci de modifier ou d’annuler votre réservation pour que la table profite à d’autres.`;
export const dateAtTime = (date: string, time: string): string => `${date} à ${time}`;
export const reservation = 'Réservation';
export const specialRequest = 'Demande particulière';
export const reserveATable = 'Réserver une table';
export const night = 'Soirée';
export const arrival = 'Arrivée';
export const guests = 'Personnes';
export const where = 'Où';
export const openInMaps = 'Ouvrir dans Plans';

export const bookingReceivedSubject = (venue: string): string => `Nous avons bien reçu votre demande de privatisation de ${venue}`;
export const bookingReceivedTitle = 'Merci pour votre demande de privatisation';
export const bookingReceivedBody = 'Nous avons bien reçu votre demande. Notre équipe vous contactera pour confirmer les détails.';
export const bookingConfirmedSubject = (when: string): string => `Votre privatisation du ${when} est confirmée`;
export const bookingConfirmedTitle = 'Votre privatisation est confirmée';
export const bookingConfirmedBody = (when: string): string =>
  `Le lieu est à vous pour la soirée du ${when}. Notre équipe revient vers vous pour les détails.`;
export const bookingNumber = 'Numéro de réservation';
export const event = 'Événement';
export const seeYourBooking = 'Voir votre réservation';
export const cancelThisBooking = 'Annuler cette réservation';

export const bottlesSubject = (night: string): string => `Votre service bouteille du ${night}`;
export const bottlesTitle = 'Votre service bouteille est réservé';
export const bottlesBody =
  'Merci\u00a0! Votre table et vos bouteilles sont réservées pour la soirée choisie. Munissez-vous d’une pièce d’identité au nom de la commande et de la carte utilisée pour payer.';
export const foodSubject = (venue: string): string => `Votre commande chez ${venue}`;
export const foodTitle = 'Votre commande est passée';
export const foodBody = 'Merci\u00a0! La cuisine a bien reçu votre commande et la livrera à l’adresse indiquée.';
export const coatCheckSubject = (claim: string): string => `Votre ticket de vestiaire ${claim}`;
export const coatCheckTitle = 'Votre vestiaire est réglé';
export const coatCheckCodeTitle = 'Votre code pour le vestiaire';
export const coatCheckBody = 'Merci\u00a0! Présentez votre ticket au vestiaire pour récupérer vos affaires.';
export const claimTicket = 'Ticket de vestiaire';

export const giftReceiptSubject = (venue: string): string => `Votre reçu de carte cadeau ${venue}`;
export const giftReceiptTitle = 'Votre carte cadeau est réglée';
export const giftReceiptBody =
  'Merci\u00a0! Gardez le numéro de commande ci-dessous\u00a0: c’est la référence de cette carte cadeau sur place.';
export const giftGoesTo = (recipient: string): string => `La carte cadeau est envoyée à ${recipient}.`;
export const giftSubject = (sender: string, venue: string): string => `${sender} vous offre une carte cadeau ${venue}`;
export const giftPreview = (amount: string, sender: string): string => `Une carte cadeau de ${amount} de la part de ${sender}.`;
export const giftTitle = 'Une carte cadeau pour vous';
export const giftBody = (sender: string, amount: string, venue: string): string =>
  `${sender} vous offre une carte cadeau de ${amount} à utiliser chez ${venue}.`;
export const quoted = (message: string): string => `«\u00a0${message}\u00a0»`;
export const giftValue = 'Valeur';
export const giftReference = 'Référence';
export const giftUseReference = 'Donnez la référence sur place pour utiliser votre carte.';
export const seeWhatIsOn = 'Voir la programmation';
export const aFriend = 'Un ami';

export const myOrdersSubject = (venue: string): string => `Vos commandes chez ${venue}`;
export const myOrdersPreview = 'Voici le lien vers vos commandes et leurs codes.';
export const myOrdersTitle = 'Vos commandes';
export const myOrdersIntro =
  'Vous avez demandé vos commandes. Ouvrez-les, avec tous vos codes d’entrée, sur n’importe quel appareil\u00a0:';
export const myOrdersButton = 'Voir mes commandes';
export const myOrdersUntil = (expires: string): string =>
  `Le lien est valable jusqu’au ${expires}. Si vous n’avez rien demandé, ignorez simplement ce mail.`;
export const total = 'Total';
export const status = 'Statut';
export const kindWithEvent = (kind: string, event: string): string => `${kind}\u00a0: ${event}`;
export const kindTickets = 'Billets';
export const kindFood = 'Livraison de repas';
export const kindGiftCard = 'Carte cadeau';
export const kindCoatCheck = 'Vestiaire';
export const kindBottles = 'Service bouteille';
export const kindReservation = 'Réservation de table';
export const kindBooking = 'Privatisation';

export const listSubject = (venue: string): string => `Confirmez votre inscription à ${venue}`;
export const listPreview = 'Un clic pour confirmer votre inscription.';
export const listTitle = 'Confirmez votre inscription';
export const listIntro = (venue: string): string =>
  `Vous avez demandé à rejoindre la liste de diffusion de ${venue}, pour être informé en premier des nouvelles soirées, des guest-lists et des cadeaux d’anniversaire.`;
export const listButton = 'Confirmer mon inscription';
export const listUntil = (expires: string): string =>
  `Le lien est valable jusqu’au ${expires}. Si ce n’était pas vous, ignorez ce mail\u00a0: nous n’écrirons plus à cette adresse, et l’inscription sera supprimée sous 72\u00a0heures.`;
export const statusPending = 'En attente';
export const statusConfirmed = 'Confirmée';
export const statusPaid = 'Payée';
export const statusCancelled = 'Annulée';
