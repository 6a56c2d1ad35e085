// The night summary (apps/web/src/ui/night-summary.tsx, core's night/night-words.ts composes them).
export const event = 'Événement';
export const what = 'Quoi';
export const when = 'Quand';
export const where = 'Où';
export const bring = 'À apporter';
export const tickets = 'Billets';
export const guests = 'Personnes';
export const table = 'Table';
export const tableFor = (count: number): string => `Table pour ${count}`;
export const bottleTable = 'Table avec service bouteille';
export const bottleTableFor = (count: number): string => `Table avec service bouteille pour ${count}`;
export const privateEvent = 'Soirée privée';
export const privateEventFor = (count: number): string => `Soirée privée pour ${count}`;
export const coatCheck = 'Vestiaire';
export const fromTo = (date: string, from: string, to: string): string => `${date} · de ${from} à ${to}`;
export const doorsAt = (date: string, time: string): string => `${date} · ouverture des portes ${time}`;
export const arrivalAt = (date: string, time: string): string => `${date} · arrivée ${time}`;
export const photoIdAndCode = (age: number): string =>
  `Une pièce d’identité avec photo et votre code\u00a0: réservé aux ${age}\u00a0ans et plus`;
export const photoIdAndClaimCode = (age: number): string =>
  `Une pièce d’identité avec photo et votre code de vestiaire\u00a0: réservé aux ${age}\u00a0ans et plus`;
export const photoId = (age: number): string => `Une pièce d’identité avec photo\u00a0: réservé aux ${age}\u00a0ans et plus`;
export const yourCode = 'Votre code';
export const yourClaimCode = 'Votre code de vestiaire';
export const bringLine = (what: string): string => `À apporter\u00a0: ${what}`;
export const directions = 'Itinéraire';
export const addToCalendar = 'Ajouter à l’agenda';
export const calendarDownloading = 'Le fichier d’agenda est en cours de téléchargement.';
export const noTimeForCalendar = 'Cette soirée n’a pas d’horaire à ajouter à un agenda.';
