export const title = 'Retrouver mes commandes';
export const intro =
  'Billets perdus, ou commande passée sur un autre appareil ? Saisissez l’adresse e-mail utilisée pour commander : nous vous enverrons un lien vers vos commandes et leurs codes.';
export const formTitle = 'Recevoir mes commandes';
export const email = 'E-mail';
export const submit = 'Recevoir un lien';
export const busy = 'Envoi…';
export const failure = 'Votre demande n’a pas pu être envoyée. Réessayez ; votre saisie est conservée.';
export const sentTitle = 'Consultez votre boîte mail';
export const sent = (hours: number): string =>
  `Si nous avons des commandes pour cette adresse, nous y avons envoyé un lien. Il est valable ${hours} heures.`;
export const again = 'Utiliser une autre adresse';

export const listTitle = 'Vos commandes';
export const listIntro =
  'Chaque personne présente son propre code à l’entrée. Ouvrez chaque code sur le téléphone qui sera présenté à l’entrée.';
export const noOrders = 'Il n’y a plus de commande réglée ou confirmée pour cette adresse.';
export const linkWorksUntil = (date: string, time: string): string => `Ce lien est valable jusqu’au ${date}, ${time}.`;
export const expiredTitle = 'Ce lien a expiré';
export const expired = 'Ce lien a expiré. Demandez-en un nouveau.';
export const unknownTitle = 'Ce lien ne fonctionne pas';
export const unknown = 'Ce lien ne vient pas de nous, ou il a été tronqué. Demandez-en un nouveau.';
export const askForNewLink = 'Demander un nouveau lien';

export const tickets = 'Billets';
export const bottleService = 'Service bouteille';
export const foodOrder = 'Commande de cuisine';
export const giftCard = 'Carte cadeau';
export const tableReservation = 'Réservation de table';
export const venueBooking = 'Privatisation';
export const coatCheck = 'Vestiaire';
export const kindForEvent = <T>(kind: string, eventName: T): (string | T)[] => [`${kind}\u00a0: `, eventName];
export const night = 'Soirée';
export const status = 'Statut';
export const statusPending = 'En attente';
export const statusConfirmed = 'Confirmée';
export const statusPaid = 'Réglée';
export const statusCancelled = 'Annulée';
export const total = 'Total';
export const codes = 'Codes pour l’entrée';
export const invoice = 'Voir la facture';
export const ofOrder = (orderId: string): string => `de la commande ${orderId}`;
export const forOrder = (orderId: string): string => `(commande ${orderId})`;
export const lostTickets = 'Billets perdus ?';
