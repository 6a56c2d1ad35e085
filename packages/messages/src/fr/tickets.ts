import { plural } from '../plural-rules';

export const ticketsTitle = 'Billets';
export const ticketsMetaTitle = (eventName: string): string => `Billets · ${eventName}`;
export const ticketsMetaDescription = (eventName: string, date: string): string => `Billets pour ${eventName}, le ${date}.`;
export const checkoutTitle = 'Commande de billets';
export const changeTickets = '← Modifier les billets';
export const backToEvent = <T>(name: T): (string | T)[] => ['← ', name];

export const admits = (guests: number): string =>
  plural('fr', guests, { one: `Entrée pour ${guests} personne`, other: `Entrée pour ${guests} personnes` });
export const leftAndLimit = (remaining: number, perOrder: number): string =>
  ` · ${plural('fr', remaining, { one: `${remaining} restant`, other: `${remaining} restants` })} · ${perOrder} max. par commande`;
export const free = 'Gratuit';
export const soldOut = 'Complet';

export const ticketCount = (count: number): string => plural('fr', count, { one: `${count} billet`, other: `${count} billets` });
export const total = 'Total';
export const checkOut = 'Commander';
export const noTicketWarning = 'Choisissez au moins un billet avec les boutons +, puis commandez.';

export const pastTitle = 'Cet événement est passé';
export const pastMessage = 'Les billets de cet événement ne sont plus en vente. Découvrez la suite du programme.';
export const soldOutTitle = 'Complet';
export const soldOutMessage = 'Tous les billets de cet événement sont partis. Découvrez les autres soirées.';
export const noTicketsTitle = 'Entrée libre';
export const noTicketsMessage = 'Entrée libre : aucun billet n’est vendu pour cette soirée. Venez tôt, la capacité est limitée.';
export const seeUpcomingEvents = 'Voir les prochains événements';
export const eventDetails = 'Détails de l’événement';

export const nothingChosenTitle = 'Aucun billet choisi pour l’instant';
export const nothingChosenMessage = 'Choisissez d’abord vos billets, puis revenez ici pour passer commande.';
export const chooseTickets = 'Choisir des billets';

export const yourTickets = 'Vos billets';
export const addOtherTickets = 'Ajouter d’autres billets';
export const orderSummary = 'Récapitulatif';
export const subtotal = 'Sous-total';
export const tax = 'Taxes';
export const serviceCharge = 'Frais de service';
export const promoterDiscount = 'Remise promoteur';
export const was = 'avant ';
export const now = 'maintenant ';
export const orderPlaced = 'Votre commande est passée. On vous emmène à la suite…';
export const yourDetails = 'Vos coordonnées';
export const fullName = 'Nom complet';
export const contactEmail = 'E-mail de contact';
export const cellPhone = 'Téléphone portable';
export const promoterInstagram = 'Instagram du promoteur';
export const ok = 'OK';
export const placingOrder = 'Commande en cours…';
export const bookFreeTickets = 'Réserver les billets gratuits';
export const continueToPayment = 'Passer au paiement';
export const noTickets = 'Choisissez au moins un billet avant de passer commande.';
export const soldOutWhileChoosing = 'Certains billets sont partis pendant votre choix';
export const soldOutAdvice = 'Le reste de votre commande est conservé. Vérifiez vos billets ci-dessous et passez à nouveau commande.';
export const temporaryTitle = 'Votre commande n’est pas encore passée';
export const temporaryMessage =
  'La connexion avec l’établissement a été perdue avant sa réponse. Vos coordonnées sont conservées : réessayez, la même commande sera renvoyée, jamais en double.';
export const refusedTitle = 'Votre commande n’a pas été passée';
export const unreadableMessage = 'La réponse de l’établissement est illisible. Vérifiez vos billets et passez à nouveau commande.';
export const tryAgain = 'Réessayer';
export const close = 'Fermer';
