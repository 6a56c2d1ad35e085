import { weekdayName } from './dates';
import { plural } from '../plural-rules';

export const pageTitle = 'SERVICE BOUTEILLE';

export const reserveTable = 'Réservez votre table';
export const howManyGuests = 'Combien de personnes\u00a0?';
export const whichNight = 'Quel soir\u00a0?';
export const arrivalTimeQuestion = 'À quelle heure arrivez-vous\u00a0?';
export const closeGuide = 'Fermer le guide';
export const stepOf = (step: number, count: number): string => `Étape ${step} sur ${count}`;
export const guideIntro =
  'Indiquez le nombre de personnes, le soir et votre heure d’arrivée, puis choisissez vos bouteilles. Chaque table a un minimum de dépense par personne.';
export const startHere = 'Commencer';
export const guestsHint = 'personnes';
export const continueLabel = 'Continuer';

export const yourTable = 'Votre table';
export const guestsLabel = 'Nombre de personnes';
export const guestsPlaceholder = 'Personnes';
export const dateLabel = 'Date';
export const timeLabel = 'Heure';
export const arrivalTimePlaceholder = 'Heure d’arrivée';
export const earlierDate = 'Choisissez aujourd’hui ou une date ultérieure.';

export const noBottles = 'Aucune bouteille n’est proposée pour le moment. Revenez bientôt.';
export const bottleCount = (count: number): string =>
  plural('fr', count, { one: `${count} bouteille`, other: `${count} bouteilles`, many: `${count} de bouteilles` });
export const total = 'Total';
export const remainingMinimum = 'Minimum restant';
export const tableMinimum = 'Minimum de table';
export const checkOut = 'Commander';
export const allInEstimate = <T>(amount: T, tax: boolean, service: boolean, discountRate: string | null): (string | T)[] => {
  const parts = [
    ...(tax ? ['taxes'] : []),
    ...(service ? ['service'] : []),
    ...(discountRate === null ? [] : [`${discountRate} de remise`]),
  ];
  const listed = parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1) ?? ''}`;
  return ['environ ', amount, ` avec ${listed}`];
};

export const warningTitle = 'Avant de commander';
export const ok = 'OK';
export const missingSelection = 'Choisissez la date, l’heure et le nombre de personnes.';
export const minimumCharge =
  'Pour commander, vous devez atteindre le minimum de table. Appuyez sur le bouton (+) à côté des bouteilles de votre choix, puis sur Commander pour payer.';

export const closedOn = (weekdays: readonly number[]): string => {
  const days = weekdays.map((day) => `le ${weekdayName(day)}`);
  const list = days.length < 2 ? (days[0] ?? '') : `${days.slice(0, -1).join(', ')} et ${days[days.length - 1] ?? ''}`;
  return `Nous sommes fermés ${list}.`;
};
