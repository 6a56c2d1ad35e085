export const welcome = 'Bienvenue';
export const highlights = 'À la une';
export const upcomingEvents = 'Prochains événements';
export const allEvents = 'Tous les événements →';
export const noUpcomingEvents = 'Aucune soirée annoncée pour le moment. Revenez bientôt !';
export const promotions = 'Offres du moment';
export const noPromotions = 'Aucune offre en ce moment.';
export const validUntil = (date: string): string => `Jusqu’au ${date}`;
export const whatGuestsSay = 'Ce qu’en disent nos clients';
export const noReviews = 'Pas encore d’avis.';
export const rated = (stars: number): string => `Noté ${stars} sur 5`;
export const close = 'Fermer';
export const rewardsTitle = 'Avantages et guest-lists';
export const rewardsIntro =
  'Inscrivez-vous à notre liste de diffusion pour des billets en avant-première, des places en guest-list et une attention la semaine de votre anniversaire.';
export const joinRewards = 'Rejoindre le programme avantages';
export const almostThere = 'Presque fini : confirmez votre adresse depuis l’e-mail que nous vous avons envoyé.';
export const checkInbox =
  'Consultez votre boîte mail : ouvrez le lien que nous venons de vous envoyer pour confirmer votre adresse. Il reste valable 72 heures.';
export const name = 'Nom';
export const email = 'E-mail';
export const phoneNumber = 'Téléphone';
export const birthMonth = 'Mois de naissance';
export const birthDay = 'Jour de naissance';
export const instagramId = 'Identifiant Instagram';
export const optional = '(facultatif)';
export const month = 'Mois';
export const day = 'Jour';
export const sending = 'Envoi…';
