import { plural } from '../plural-rules';
export const previousMonth = 'Mois précédent';
export const nextMonth = 'Mois suivant';
export const calendarKeys =
  'Flèches pour passer d’un jour à l’autre, Page précédente et Page suivante pour changer de mois, Entrée pour choisir un jour.';
export const noEventsThatDay = 'Aucun événement ce jour-là.';
export const dayWithEvents = (day: string, count: number): string =>
  count === 0
    ? `${day}, aucun événement`
    : plural('fr', count, { one: `${day}, ${count} événement`, other: `${day}, ${count} événements` });
