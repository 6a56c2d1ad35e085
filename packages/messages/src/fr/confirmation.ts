export const bottlesTitle = 'Votre service bouteille est réservé';
export const bottlesMessage =
  'Merci ! Votre table et vos bouteilles sont réservées pour la soirée choisie. Munissez-vous d’une pièce d’identité avec photo au nom de la commande et de la carte utilisée pour payer.';
export const ticketsTitle = 'Vos billets sont réservés';
export const ticketsMessage = 'Merci ! Chaque personne présente son propre code à l’entrée. Au plaisir de vous accueillir.';
export const foodTitle = 'Votre commande de cuisine est transmise';
export const foodMessage = 'Merci ! La cuisine a reçu votre commande et la livrera à l’adresse indiquée.';
export const giftCardTitle = 'Votre carte cadeau est réglée';
export const giftCardMessage =
  'Merci ! Conservez le numéro de commande ci-dessous : c’est la référence de cette carte cadeau à l’établissement.';
export const reservationTitle = 'Merci pour votre réservation';
export const reservationMessage = 'Nous avons bien reçu votre réservation de table. Au plaisir de vous accueillir.';
export const bookingTitle = 'Merci pour votre demande de réservation';
export const bookingMessage =
  'Nous avons bien reçu votre demande de privatisation. Notre équipe vous contactera pour en confirmer les détails.';
export const coatCheckTitle = 'Votre vestiaire est réglé';
export const coatCheckMessage = 'Merci ! Présentez votre ticket au vestiaire pour récupérer vos affaires.';
export const talentTitle = 'Merci pour votre candidature';
export const talentMessage = 'Notre équipe étudie chaque candidature d’artiste et vous recontactera si votre profil correspond.';
export const genericTitle = 'Merci';
export const genericMessage = 'Découvrez la suite du programme, ou revenez à l’accueil.';
export const pendingReservationTitle = 'Pas encore réservée';
export const pendingReservationMessage = 'Cette réservation attend votre confirmation : d’ici là, la table n’est retenue que peu de temps.';
export const unpaidTitle = 'Cette commande n’est pas encore réglée';
export const unpaidMessage = 'Votre commande est enregistrée, mais son paiement n’est pas passé.';

export const giftCardGoesTo = <T>(name: T, email: T): (string | T)[] => ['La carte cadeau est destinée à ', name, ' (', email, ').'];

export const mailedTickets = <T>(address: T): (string | T)[] => ['Vos billets ont été envoyés à ', address, '.'];
export const mailedBottles = <T>(address: T): (string | T)[] => ['Votre réservation de table a été envoyée à ', address, '.'];
export const mailedFood = <T>(address: T): (string | T)[] => ['Votre commande a été envoyée à ', address, '.'];
export const mailedGiftCard = <T>(address: T): (string | T)[] => ['Le reçu de votre carte cadeau a été envoyé à ', address, '.'];
export const mailedReservation = <T>(address: T): (string | T)[] => ['Votre réservation a été envoyée à ', address, '.'];
export const mailedBooking = <T>(address: T): (string | T)[] => ['Votre demande de réservation a été envoyée à ', address, '.'];
export const mailedCoatCheck = <T>(address: T): (string | T)[] => ['Votre ticket de vestiaire a été envoyé à ', address, '.'];

export const viewYourInvoice = 'Voir votre facture';
export const goToPayment = 'Aller au paiement';
