export const ok = 'OK';
export const optional = '(facultatif)';
export const loading = 'Chargement…';
export const upcomingEvents = 'Événements à venir';
export const seeUpcomingEvents = 'Voir les événements à venir';
export const home = 'Accueil';
export const backToHome = 'Retour à l’accueil';
export const itemsInThisOrder = 'Articles de cette commande';
export const item = 'Article';
export const quantity = 'Quantité';
export const amount = 'Montant';
export const apply = 'Appliquer';
export const checkingCode = 'Vérification du code…';
export const quantityOf = (name: string): string => `Quantité\u00a0: ${name}`;
export const oneFewer = (name: string): string => `Un de moins\u00a0: ${name}`;
export const oneMore = (name: string): string => `Un de plus\u00a0: ${name}`;
export const countOf = (name: string, count: number): string => `${name}\u00a0: ${count}`;
export const yourDetails = 'Vos coordonnées';
export const phoneCountry = 'Indicatif du pays';
export const throttled =
  'Trop de tentatives depuis votre connexion en peu de temps. Patientez un instant, puis réessayez\u00a0: rien de ce que vous avez saisi n’est perdu.';
export const outage =
  'L’établissement est momentanément indisponible. Réessayez dans un instant\u00a0: rien de ce que vous avez saisi n’est perdu.';

// A step of an order that failed (ui/order-failure-text.ts).
export const orderRefused = 'L’établissement a refusé cette commande.';
export const orderNotReached =
  'Impossible de joindre l’établissement. Rien de ce que vous avez saisi n’est perdu\u00a0: veuillez réessayer.';
export const orderUnreadable =
  'La réponse de l’établissement est illisible. Renvoyez votre demande\u00a0: elle ne créera jamais de seconde commande.';
