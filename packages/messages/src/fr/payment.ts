export const title = 'Paiement';
export const orderNumber = 'Numéro de commande';
export const loadingOrder = 'Chargement de votre commande…';

export const payForBottles = 'Réglez votre service bouteille.';
export const payForTickets = 'Réglez vos billets.';
export const payForFood = 'Réglez votre commande de cuisine.';
export const payForGiftCard = 'Réglez votre carte cadeau.';
export const payForReservation = 'Réglez votre réservation.';
export const payForBooking = 'Réglez votre privatisation.';
export const payForCoatCheck = 'Réglez votre vestiaire.';

export const yourOrder = 'Votre commande';
export const holdNote = (time: string): string =>
  `Vos billets sont réservés jusqu’à ${time}. Merci de régler avant\u00a0: passé ce délai, ils sont remis en vente.`;
export const testPayment = 'Paiement test';
export const cardPayment = 'Paiement par carte';
export const pay = (amount: string): string => `Payer ${amount}`;

export const testModeTitle = 'Mode test : aucune carte n’est débitée';
export const testModeNote =
  'Cet établissement ne prend pas encore les paiements par carte en ligne : ce paiement est donc un test. Aucune carte n’est débitée et aucune coordonnée bancaire n’est demandée. Un numéro de carte test choisit le résultat ; laissez le champ vide pour utiliser la carte qui réussit.';
export const testCardLabel = 'Numéro de carte test (facultatif)';
export const testCardsCaption = 'Numéros de carte test';
export const testCardSucceeds = 'le paiement réussit';
export const testCardDeclined = 'la carte est refusée';
export const testCardInsufficientFunds = 'refusée pour provision insuffisante';
export const testCardFormat = 'Saisissez un numéro de carte test de 12 à 19 chiffres, ou laissez le champ vide.';
export const useCard = 'Utiliser';
export const useCardNumber = (cardNumber: string): string => `Utiliser ${cardNumber}`;

export const cardLabel = 'Coordonnées bancaires';
export const cardStandIn = 'Saisir les coordonnées bancaires';
export const cardNote =
  'Vos coordonnées bancaires vont directement à Stripe, notre prestataire de paiement ; l’établissement ne les voit jamais.';
export const preparingCard = 'Chargement du formulaire de carte sécurisé…';
export const paying = 'Paiement en cours…';

export const unknownOrderTitle = 'Commande introuvable';
export const unknownOrderMessage = 'Aucune commande ne correspond à cette adresse. Vérifiez le lien suivi, ou recommencez votre commande.';
export const alreadyPaidTitle = 'Cette commande est déjà réglée';
export const alreadyPaidMessage = 'Plus rien n’est à régler en ligne. Votre confirmation et votre facture sont prêtes.';
export const cancelledTitle = 'Cette commande a été annulée';
export const cancelledMessage =
  'Une commande annulée ne peut pas être réglée. Les billets non payés ne sont gardés que peu de temps, puis remis en vente : commandez-les à nouveau, ou contactez-nous si vous pensez qu’il s’agit d’une erreur.';
export const nightTakenTitle = 'Cette soirée est déjà réservée';
export const nightTakenMessage =
  'Un autre événement privé a été confirmé en premier pour cette soirée : cette réservation ne peut donc pas être réglée. Demandez une autre date ; si un paiement est passé pour cette réservation, l’équipe de l’établissement vous le rembourse.';
export const nothingToPayTitle = 'Rien à régler en ligne';
export const nothingToPayMessage = 'Cette commande n’a rien à régler en ligne.';
export const loadFailedTitle = 'Impossible de charger cette commande';
export const loadFailedMessage = 'Impossible de joindre l’établissement. Vérifiez votre connexion, puis réessayez.';
export const loadUnreadableMessage = 'L’établissement n’a pas répondu comme prévu. Réessayez dans un instant.';
export const bookANight = 'Réserver une soirée';
export const backToHome = 'Retour à l’accueil';
export const seeYourConfirmation = 'Voir votre confirmation';
export const viewYourInvoice = 'Voir votre facture';

export const declinedTitle = 'Paiement refusé';
export const declinedFallback = 'Votre paiement a été refusé. Vérifiez vos coordonnées bancaires, puis réessayez.';
export const notCompleted = 'Votre paiement n’a pas abouti. Réessayez.';
export const temporaryTitle = 'Votre paiement n’est pas encore confirmé';
export const temporaryMessage =
  'La connexion avec l’établissement a été perdue avant la confirmation de votre paiement. Réessayez : le même paiement est renvoyé, vous n’êtes jamais débité deux fois.';
export const unavailableTitle = 'Le paiement par carte est indisponible pour le moment';
export const unavailableMessage = 'Rien n’a été débité. Réessayez dans quelques minutes.';
export const unreadableTitle = 'Votre paiement n’est pas encore confirmé';
export const unreadableMessage =
  'La réponse de l’établissement est illisible : impossible de savoir si votre paiement est passé. Vérifiez à nouveau la commande avant de payer : vous n’êtes jamais débité deux fois.';
export const tryAgain = 'Réessayer';
export const checkOrderAgain = 'Vérifier à nouveau la commande';
