export const privacyTitle = 'Politique de confidentialité';
export const privacyIntro = (venue: string): string => `Comment ${venue} traite vos informations sur ce site.`;
export const theVenue = 'l’établissement';
export const collectTitle = 'Ce que nous collectons';
export const collectText =
  'Nous ne collectons que ce que vous saisissez dans nos formulaires : par exemple vos nom, adresse e-mail, numéro de téléphone, date d’anniversaire et compte Instagram quand vous rejoignez notre liste de diffusion, ou les détails d’une commande, d’une réservation ou d’une candidature. Nous nous en servons pour vous répondre, pour gérer votre réservation et, si vous le demandez, pour vous envoyer nos actualités et nos offres.';
export const deviceTitle = 'Ce qui reste sur votre appareil';
export const deviceText =
  'Ce site conserve quelques données dans le stockage local de votre navigateur : un jeton d’accès à notre système de réservation, les informations de l’établissement et les réglages des pages et, pendant votre commande, votre sélection (par exemple les bouteilles, le nombre de personnes, la date et l’heure). Elles ne quittent votre appareil qu’avec les demandes que vous faites, et vous pouvez les supprimer à tout moment en effaçant les données de ce site dans votre navigateur.';
export const paymentsTitle = 'Paiements';
export const paymentsText =
  'Les paiements par carte sont traités par notre prestataire de paiement. Votre numéro de carte lui est transmis directement et nous ne le conservons jamais.';
export const otherSitesTitle = 'Autres sites';
export const otherSitesText =
  'Les lecteurs vidéo et audio de YouTube, SoundCloud et MixCloud ne se chargent que lorsque vous lancez la lecture ; ces services appliquent alors leur propre politique de confidentialité. Les liens vers nos réseaux sociaux ouvrent ces sites.';
export const rightsTitle = 'Vos droits';
export const rightsText =
  'Vous pouvez nous demander quelles données nous détenons sur vous, les faire corriger ou supprimer, et vous désinscrire de notre liste de diffusion à tout moment. Contactez-nous via notre page Contact ou directement sur place.';
