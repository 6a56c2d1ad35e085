export const highlights = 'À la une';
export const close = 'Fermer';
export const rewardsTitle = 'Avantages et guest-lists';
export const rewardsIntro =
  'Inscrivez-vous à notre liste de diffusion pour des billets en avant-première, des places en guest-list et une attention la semaine de votre anniversaire.';
export const joinRewards = 'Rejoindre le programme avantages';
