import { plural } from '../plural-rules';

export const eventsTitle = 'Événements';
export const eventsIntro =
  'Les prochaines soirées : DJ, concerts et soirées à thème. Choisissez une date pour voir la programmation et les billets.';
export const noUpcomingEvents = 'Aucune soirée annoncée pour le moment. Revenez bientôt !';
export const pastEventsTitle = 'Événements passés';
export const pastEventsIntro = 'Les soirées que nous avons déjà vécues. Leurs photos sont dans la galerie.';
export const noPastEvents = 'Aucun événement passé pour l’instant.';
export const calendarTitle = 'Calendrier des événements';
export const calendarIntro = 'Les jours avec un événement sont marqués. Choisissez un jour pour voir le programme.';
export const eventViews = 'Affichage des événements';
export const upcomingView = 'À venir';
export const calendarView = 'Calendrier';
export const pastView = 'Passés';
export const previousMonth = 'Mois précédent';
export const nextMonth = 'Mois suivant';
export const calendarKeys =
  'Flèches pour passer d’un jour à l’autre, Page précédente et Page suivante pour changer de mois, Entrée pour choisir un jour.';
export const noEventsThatDay = 'Aucun événement ce jour-là.';
export const dayWithEvents = (day: string, count: number): string =>
  count === 0
    ? `${day}, aucun événement`
    : plural('fr', count, { one: `${day}, ${count} événement`, other: `${day}, ${count} événements` });
export const soldOut = 'Complet';
export const freeTickets = 'Billets gratuits';
export const freeEntry = 'Entrée libre';
export const ticketsFromPrice = (price: string): string => `Billets dès ${price}`;
export const ticketsFrom = 'Billets dès';
export const buyTickets = 'Acheter des billets';
export const seeOtherEvents = 'Voir les autres événements';
export const eventPassed = 'Cet événement est terminé';
export const allEventsBack = '← Tous les événements';
export const posterOf = (event: string): string => `Affiche de ${event}`;
export const date = 'Date';
export const time = 'Horaires';
export const where = 'Lieu';
export const music = 'Musique';
export const age = 'Âge';
export const minimumAge = (age: number): string => `${age}\u00a0ans et plus, pièce d’identité avec photo`;
export const tickets = 'Billets';
export const fromPrice = (price: string): string => `dès ${price}`;
export const noTicketsSold = 'Entrée libre : aucun billet n’est vendu pour cette soirée. Venez tôt, les places sont limitées.';
export const ticket = 'Billet';
export const admits = 'Valable pour';
export const price = 'Prix';
export const guests = (count: number): string => plural('fr', count, { one: `${count}\u00a0personne`, other: `${count}\u00a0personnes` });
export const lineup = 'Programmation';
export const addToCalendar = 'Ajouter au calendrier';
export const share = 'Partager';
export const noReadableTime = 'L’horaire de cet événement est illisible : impossible de l’ajouter à un calendrier.';
export const calendarFileDownloading = 'Le fichier du calendrier est en cours de téléchargement.';
export const linkShared = 'Lien partagé.';
export const linkCopied = 'Lien copié.';
export const copyThisLink = 'Copiez ce lien pour l’envoyer :';
export const unnamedVenue = 'l’établissement';
