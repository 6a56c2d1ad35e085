// Les petites pages qu’ouvrent les liens de la liste de diffusion (apps/venue-api/src/mailing-list/list-pages.ts).
export const backToSite = 'Retour au site';
export const confirmedTitle = 'Vous êtes sur notre liste';
export const confirmedBody =
  'Merci\u00a0: votre adresse est confirmée. Surveillez votre boîte mail pour les nouvelles soirées, les guest-lists et les cadeaux d’anniversaire.';
export const confirmedLeave = 'Chaque mail de la liste contient un lien pour vous désinscrire.';
export const expiredTitle = 'Ce lien a expiré';
export const expiredBody =
  'Un lien de confirmation est valable 72\u00a0heures, et celui-ci est plus ancien. Votre adresse n’est pas sur notre liste.';
export const expiredAgain = 'Pour nous rejoindre, inscrivez-vous à nouveau sur notre site\u00a0: nous vous enverrons un nouveau lien.';
export const invalidTitle = 'Ce lien ne fonctionne pas';
export const invalidBody = 'Il a peut-être été tronqué lors du copier-coller, ou l’inscription à laquelle il correspond n’existe plus.';
export const invalidAgain = 'Rouvrez le lien depuis le mail, ou inscrivez-vous à nouveau sur notre site.';
export const unsubscribeTitle = 'Quitter notre liste de diffusion';
export const unsubscribeBody = 'Appuyez sur le bouton et cette adresse ne recevra plus aucun mail de notre liste.';
export const unsubscribeButton = 'Me désinscrire';
export const leftTitle = 'Vous avez quitté notre liste';
export const leftBody =
  'Cette adresse ne recevra plus de mails de notre liste. Les mails sur vos propres commandes et réservations continuent d’arriver.';
