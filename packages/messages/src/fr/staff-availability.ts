import { plural } from '../plural-rules';

export const invalidLinkTitle = 'Ce lien de disponibilités n’est pas valide';
export const invalidLinkMessage =
  'Ouvrez le lien exactement tel que l’établissement vous l’a envoyé, ou demandez-en un nouveau à l’établissement.';
export const contactVenue = 'Contacter l’établissement';
export const pageTitle = 'Vos disponibilités';
export const pageIntro =
  'Indiquez-nous les soirs où vous pouvez travailler et vos horaires. Vous pourrez revenir sur ce lien pour les modifier.';

export const yourNights = 'Vos soirs';
export const changeTitle = 'Modifier vos disponibilités';
export const lastSentNote = 'Voici ce que vous avez envoyé la dernière fois ; modifiez-le et enregistrez à nouveau.';
export const failure = 'Vos disponibilités n’ont pas pu être enregistrées. Veuillez réessayer ; votre saisie est conservée.';
export const saving = 'Enregistrement de vos disponibilités…';
export const save = 'Enregistrer mes disponibilités';
export const staffName = 'Votre nom';
export const nights = 'Soirs';
export const notes = 'Remarques';
export const nightDate = (number: number): string => `Date du soir ${number}`;
export const nightFrom = (number: number): string => `Soir ${number}\u00a0: de`;
export const nightTo = (number: number): string => `Soir ${number}\u00a0: à`;
export const nightsNote = (max: number): string =>
  `Jusqu’à ${max} soirs, chaque date une seule fois. Une heure de fin plus tôt que l’heure de début se termine le lendemain matin.`;
export const noNights = 'Aucun soir indiqué pour l’instant.';
export const endsNextMorning = 'Se termine le lendemain matin';
export const removeNight = (number: number): string => `Retirer le soir ${number}`;
export const addNight = 'Ajouter un soir';
export const mostNights = 'Vous avez indiqué le nombre maximal de soirs pour un lien.';

export const keepUnder = (max: number): string => `Veuillez ne pas dépasser ${max} caractères.`;
export const atMostNights = (max: number): string => `Veuillez indiquer ${max} soirs au maximum.`;
export const realDate = 'Veuillez saisir une date qui existe.';
export const endOtherThanStart = 'Veuillez choisir une heure de fin différente de l’heure de début.';

export const savedTitle = 'Vos disponibilités sont enregistrées';
export const savedThanks = (staffName: string, count: number): string =>
  plural('fr', count, {
    one: `Merci, ${staffName}. Nous avons noté ${count} soir\u00a0:`,
    other: `Merci, ${staffName}. Nous avons noté ${count} soirs\u00a0:`,
  });
export const savedNight = (date: string, from: string, to: string): string => `${date}, de ${from} à ${to}`;
export const changeMine = 'Modifier mes disponibilités';
