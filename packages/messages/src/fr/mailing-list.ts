// Là où l’on s’inscrit à la newsletter (docs/product.md#mailing-list) : la fenêtre des avantages et la case des
// commandes et du formulaire artiste. Le backend garde ces mots avec chaque inscription, comme consentement donné.
export const rewardsSignupTitle = 'Rejoignez notre club avantages';
export const rewardsSignupIntro = 'Soyez les premiers informés des nouvelles soirées, des guest-lists et des surprises d’anniversaire.';
export const rewardsSignupButton = 'Je m’inscris';
export const subscribeToMailingList = 'Je m’abonne à la newsletter';
export const thankYou = 'Merci';
