export const pageTitle = 'Privatiser l’établissement';
export const pageDescription =
  'Événements privés pour un anniversaire, un lancement ou un mariage : demandez l’établissement entier pour votre soirée.';
export const pageIntro =
  'L’établissement rien que pour vous le temps d’une soirée : un anniversaire, un lancement, un mariage. Toute date libre convient, y compris les soirs où nous sommes fermés au public. Parlez-nous de votre événement, notre équipe vous recontactera.';
export const requestIn = 'Votre demande est envoyée. Redirection vers son récapitulatif…';
export const unavailableTitle = 'Privatisation indisponible pour le moment';
export const blocksUnavailable =
  'Nous n’avons pas pu charger les soirs de fermeture de l’établissement : impossible de prendre une demande pour l’instant. Veuillez réessayer.';

export const formLabel = 'Votre événement privé';
export const yourNight = 'Votre soirée';
export const yourEvent = 'Votre événement';
export const dateLegend = 'Date';
export const startTime = 'Heure de début';
export const endTime = 'Heure de fin';
export const noOfGuests = 'Nombre d’invités';
export const eventType = 'Type d’événement';
export const specialRequestLabel = 'Demande particulière';
export const yourName = 'Votre nom';
export const yourEmail = 'Votre e-mail';
export const phoneNumber = 'Numéro de téléphone';
export const chooseStart = 'Choisir une heure de début';
export const chooseEnd = 'Choisir une heure de fin';
export const endHint = 'Plus tard dans la même nuit, au plus tard à 5 h 59.';
export const guestsPlaceholder = 'Invités';
export const chooseEventType = 'Choisir un type d’événement';
export const birthday = 'Anniversaire';
export const corporateEvent = 'Événement d’entreprise';
export const wedding = 'Mariage';
export const productLaunch = 'Lancement de produit';
export const privateParty = 'Soirée privée';
export const otherEvent = 'Autre';
export const send = 'Demander cette soirée';
export const sending = 'Envoi de votre demande…';
export const tryAgain = 'Réessayer';

export const chooseDate = 'Veuillez choisir une date.';
export const endAfterStart = 'L’événement doit se terminer après son début, au plus tard à 5 h 59.';
export const keepUnder = (max: number): string => `Veuillez ne pas dépasser ${max} caractères.`;
export const guestsRange = (max: number): string => `Veuillez choisir entre 1 et ${max} invités.`;
export const chooseOption = 'Veuillez choisir l’une des options.';

export const previousMonth = 'Mois précédent';
export const nextMonth = 'Mois suivant';
export const dayClosed = (day: string): string => `${day}, fermé`;
export const yourDate = (day: string): string => `Votre date\u00a0: ${day}`;
export const calendarHint =
  'Les jours grisés sont passés ou fermés aux privatisations. Les flèches du clavier passent d’un jour à l’autre.';

export const blockedTitle = 'L’établissement est fermé à ce moment-là';
export const blockedAdvice = 'Veuillez choisir une autre date ou une autre heure.';
export const chooseAgain = 'Choisir à nouveau';
export const nightTakenTitle = 'Cette soirée est déjà réservée';
export const nightTakenMessage =
  'Un autre événement privé occupe l’établissement ce soir-là. Tout ce que vous avez saisi est conservé : choisissez une autre date et renvoyez votre demande.';

export const bookingNumber = 'Numéro de réservation';
export const status = 'Statut';
export const date = 'Date';
export const time = 'Horaires';
export const guests = 'Invités';
export const event = 'Événement';
export const specialRequest = 'Demande particulière';
export const name = 'Nom';
export const email = 'E-mail';
export const phone = 'Téléphone';
export const statusPending = 'En attente';
export const statusConfirmed = 'Confirmée';
export const statusPaid = 'Payée';
export const statusCancelled = 'Annulée';
export const eventTimes = (start: string, end: string): string => `De ${start} à ${end}`;

export const checkoutTitle = 'Votre demande de privatisation';
export const checkoutDescription = 'Vérifiez et confirmez votre demande d’événement privé.';
export const checkRequest = 'Vérifiez votre demande';
export const confirmNote =
  'Rien n’est débité en ligne pour un événement privé : l’équipe de l’établissement vous contacte pour convenir des détails et d’un éventuel acompte avant votre soirée.';
export const depositLabel = 'Acompte à régler maintenant';
export const depositNote = <T>(amount: string, bdi: (text: string) => T): (string | T)[] => [
  'Un acompte de ',
  bdi(amount),
  ' bloque l’établissement pour votre soirée : vous le réglez en ligne à l’étape suivante. Le reste se convient avec l’équipe de l’établissement.',
];
export const confirmButton = 'Confirmer ma demande';
export const confirmAndPayButton = 'Confirmer et régler l’acompte';
export const confirming = 'Confirmation de votre demande…';
export const confirmedToConfirmation = 'Votre demande est confirmée. Redirection vers votre confirmation…';
export const confirmedToPayment = 'Votre demande est confirmée. Redirection vers le paiement…';
export const failed = 'Impossible de joindre l’établissement : rien n’a encore changé. Veuillez réessayer.';
export const takenMessage =
  'Un autre événement privé occupe l’établissement ce soir-là : il a été confirmé en premier, votre demande ne peut donc pas aboutir et rien n’a été débité. Veuillez demander une autre soirée.';

export const confirmUnknownTitle = 'Réservation introuvable';
export const confirmUnknownMessage =
  'Aucune demande de privatisation ne correspond à cette adresse. Vérifiez le lien que vous avez suivi, ou refaites une demande.';
export const confirmPaidTitle = 'Cette réservation est déjà payée';
export const confirmPaidMessage = 'Plus rien à faire en ligne. Votre confirmation est prête.';
export const confirmCancelledTitle = 'Cette réservation a été annulée';
export const confirmCancelledMessage =
  'Une réservation annulée ne peut pas être confirmée. Refaites une demande, ou contactez-nous si vous pensez qu’il s’agit d’une erreur.';
export const cancelUnknownTitle = 'Réservation introuvable';
export const cancelUnknownMessage = 'Aucune réservation ne correspond à cette adresse. Vérifiez le lien que vous avez suivi.';
export const cancelPaidTitle = 'Cette réservation est payée';
export const cancelPaidMessage =
  'Une réservation payée ne peut pas être annulée en ligne. Contactez-nous et l’établissement s’en occupera.';
export const cancelCancelledTitle = 'Cette réservation est déjà annulée';
export const cancelCancelledMessage = 'Plus rien à faire : la soirée est de nouveau libre.';
export const seeConfirmation = 'Voir votre confirmation';
export const contactUs = 'Nous contacter';
export const bookNight = 'Réserver une soirée';
export const home = 'Accueil';

export const cancelPageTitle = 'Annuler une réservation';
export const cancelPageDescription = 'Annulez la réservation de votre événement privé.';
export const yourBooking = 'Votre réservation';
export const cancelButton = 'Annuler cette réservation';
export const cancelQuestion = 'Annuler cette réservation ?';
export const cancelWarning = 'L’établissement sera de nouveau libre ce soir-là. Cette action est irréversible.';
export const cancelYes = 'Oui, annuler';
export const cancelNo = 'Garder ma réservation';
export const cancelling = 'Annulation de votre réservation…';
export const cancelledTitle = 'Votre réservation est annulée';
export const cancelledMessage = 'Nous avons libéré l’établissement pour cette soirée. Vous pouvez demander une autre soirée à tout moment.';
export const bookAnother = 'Réserver une autre soirée';
