import { plural } from '../plural-rules';

export const pageTitle = 'Réserver une table';
export const pageDescription = 'Réservez une table : choisissez votre soirée, votre heure d’arrivée et le nombre de personnes.';
export const pageIntro =
  'Choisissez votre soirée, votre heure d’arrivée et le nombre de personnes ; nous vérifions que la table est libre, puis nous prenons vos coordonnées.';
export const checkAvailability = 'Vérifier la disponibilité';
export const checkingTable = 'Vérification de votre table…';

export const couldNotLoadTitle = 'Impossible de charger les réservations';
export const couldNotLoadMessage =
  'Nous n’avons pas pu lire les dates de fermeture de l’établissement : impossible de prendre une réservation pour l’instant. Veuillez réessayer.';
export const yourTable = 'Votre table';
export const arrivalTime = 'Heure d’arrivée';
export const noOfGuests = 'Nombre de personnes';
export const guestsPlaceholder = 'Personnes';
export const dateLegend = 'Date';
export const chosenDate = <T>(date: string, strong: (text: string) => T): (string | T)[] => ['Date choisie : ', strong(date)];
export const noDateYet = (hint: string): string => `Aucune date choisie pour l’instant (${hint})`;
export const previousMonth = 'Mois précédent';
export const nextMonth = 'Mois suivant';
export const dayClosed = (day: string): string => `${day}, fermé aux réservations`;
export const dayPast = (day: string): string => `${day}, passé`;

export const missingDate = 'la date';
export const missingTime = 'l’heure';
export const missingGuests = 'le nombre de personnes';
export const pleaseSelect = (missing: readonly string[]): string =>
  `Veuillez choisir ${missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} et ${missing[missing.length - 1]}`}`;

export const blockedTitle = 'Ce créneau n’est pas disponible';
export const blockedHint = 'Veuillez choisir une autre heure ou une autre date.';
export const ok = 'OK';

export const couldNotReach = 'Impossible de joindre l’établissement. Vos choix sont conservés : veuillez réessayer.';
export const unreadable = 'La réponse de l’établissement est illisible. Veuillez réessayer.';

export const chosenNight = <T>(date: string, time: string, guests: number, strong: (text: string) => T): (string | T)[] => [
  'Votre table : ',
  strong(date),
  ' à ',
  strong(time),
  ' pour ',
  strong(plural('fr', guests, { one: `${guests} personne`, other: `${guests} personnes` })),
  '. Elle est disponible.',
];
export const change = 'Modifier';
export const yourDetails = 'Vos coordonnées';
export const fullName = 'Nom complet';
export const contactEmail = 'E-mail de contact';
export const cellPhone = 'Téléphone portable';
export const specialRequestLabel = 'Demande particulière';
export const keepUnder = (max: number): string => `Veuillez ne pas dépasser ${max} caractères.`;
export const reserve = 'Réserver';
export const reserving = 'Réservation de votre table…';
export const tryAgain = 'Réessayer';

export const reservationNumber = 'Numéro de réservation';
export const status = 'Statut';
export const date = 'Date';
export const guests = 'Personnes';
export const name = 'Nom';
export const email = 'E-mail';
export const phone = 'Téléphone';
export const specialRequest = 'Demande particulière';
export const statusPending = 'En attente';
export const statusConfirmed = 'Confirmée';
export const statusPaid = 'Payée';
export const statusCancelled = 'Annulée';

export const checkoutTitle = 'Réservation';
export const pendingTitle = 'Pas encore réservée : confirmez ci-dessous';
export const pendingNote = 'Vérifiez votre réservation, puis confirmez-la. Les réservations sont gratuites : rien n’est payé en ligne.';
export const holdNote = (until: string): string => `Nous gardons cette table jusqu’à ${until}. Confirmez pour la conserver.`;
export const confirmButton = 'Confirmer la réservation';
export const confirming = 'Confirmation de votre réservation…';
export const confirmedTitle = 'Votre table est réservée';
export const confirmedNote = 'Cette réservation est confirmée.';
export const seeConfirmation = 'Voir votre confirmation';
export const notYetConfirmed = 'Pas encore réservée : cette réservation attend votre confirmation.';
export const confirmLink = 'Confirmer votre réservation';

export const unknownTitle = 'Réservation introuvable';
export const unknownMessage =
  'Aucune réservation ne correspond à cette adresse. Vérifiez le lien que vous avez suivi, ou faites une nouvelle réservation.';
export const cancelledTitle = 'Cette réservation a été annulée';
export const cancelledMessage =
  'Une réservation annulée ne peut être ni modifiée ni confirmée. Faites une nouvelle réservation, ou contactez-nous si vous pensez qu’il s’agit d’une erreur.';
export const releasedTitle = 'Cette table a été libérée';
export const releasedMessage = (until: string | null): string =>
  `${until === null ? 'Nous avons gardé cette table un moment' : `Nous avons gardé cette table jusqu’à ${until}`}, mais la réservation n’a pas été confirmée\u00a0: la table a donc été remise à disposition. Veuillez réserver à nouveau.`;
export const reserveTable = 'Réserver une table';
export const contactUs = 'Nous contacter';
export const home = 'Accueil';

export const updateTitle = 'Modifier votre réservation';
export const updateIntro = <T>(reservationId: string, guestName: string, bdi: (text: string) => T): (string | T)[] => [
  'Réservation ',
  bdi(reservationId),
  ` au nom de ${guestName}. Modifiez la soirée, l’heure d’arrivée, le nombre de personnes ou votre demande particulière, puis enregistrez.`,
];
export const saveChanges = 'Enregistrer les modifications';
export const savingChanges = 'Enregistrement de vos modifications…';
export const updatedTitle = 'Votre réservation est modifiée';
export const changeAgain = 'La modifier à nouveau';

export const cancelPageTitle = 'Annuler votre réservation';
export const cancelPageDescription = 'Annulez votre réservation de table.';
export const yourReservation = 'Votre réservation';
export const cancelButton = 'Annuler cette réservation';
export const changeButton = 'Modifier cette réservation';
export const cancelQuestion = 'Annuler cette réservation ?';
export const tableOn = (date: string, time: string): string => `Votre table le ${date} à ${time}.`;
export const cancelWarning = 'La table sera remise à disposition et son code ne permettra plus d’entrer. Cette action est irréversible.';
export const cancelYes = 'Oui, annuler';
export const cancelNo = 'Garder ma réservation';
export const cancelling = 'Annulation de votre réservation…';
export const cancelDoneTitle = 'Votre réservation est annulée';
export const cancelDoneMessage =
  'Nous avons libéré votre table, et son code ne permet plus d’entrer. Au plaisir de vous accueillir un autre soir.';
export const reserveAnother = 'Réserver une autre table';
export const nothingCharged = 'Rien n’a été débité pour cette réservation : vous ne devez rien et il n’y a rien à rembourser.';
export const cancelFailed = 'Impossible de joindre l’établissement : rien n’a encore changé. Veuillez réessayer.';
export const cancelUntil = (deadline: string): string => `Vous pouvez annuler en ligne jusqu’au ${deadline}.`;
export const tooLateTitle = 'Il est trop tard pour annuler en ligne';
export const tooLate = <T>(cancelHours: number, venuePhone: string | null, bdi: (text: string) => T): (string | T)[] => [
  'Il est trop tard pour annuler en ligne : ',
  cancelHours === 0
    ? 'les annulations en ligne ferment à votre heure d’arrivée'
    : `les annulations en ligne ferment ${plural('fr', cancelHours, { one: `${cancelHours} heure`, other: `${cancelHours} heures` })} avant votre arrivée`,
  '. ',
  ...(venuePhone === null
    ? ['Appelez-nous, ou écrivez-nous depuis la page Contact, et nous nous en occupons.']
    : ['Appelez-nous au ', bdi(venuePhone), ' et nous nous en occupons.']),
];
export const alreadyCancelledTitle = 'Cette réservation est déjà annulée';
export const alreadyCancelledMessage = 'Plus rien à faire : sa table a été remise à disposition.';
export const paidTitle = 'Cette réservation est payée';
export const paidMessage =
  'Une réservation payée est annulée par l’équipe de l’établissement, qui s’occupe aussi de son remboursement. Veuillez nous contacter.';
export const noKeyTitle = 'Ouvrez le lien de votre réservation';
export const noKeyMessage =
  'Seule la personne qui a réservé peut annuler. Utilisez « Annuler cette réservation » sur votre page de confirmation, ou le lien de votre e-mail de réservation.';
export const forbiddenTitle = 'Ce lien ne permet pas d’annuler la réservation';
export const forbiddenMessage =
  'Ce lien n’est pas celui que nous avons donné pour cette réservation, ou il a été tronqué. Utilisez le lien de votre e-mail de réservation.';
