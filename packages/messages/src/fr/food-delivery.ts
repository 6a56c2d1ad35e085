import { plural } from '../plural-rules';

export const pageTitle = 'Livraison de repas';
export const intro = 'Les plats de notre cuisine, livrés chez vous. Choisissez vos plats, dites-nous où les apporter et payez en ligne.';
export const nothingDeliverable = 'Aucun plat de notre carte n’est disponible en livraison pour le moment. Revenez bientôt.';
export const noLongerAvailable = 'Plus disponible en livraison';

export const orderAndDetails = 'Votre commande et la livraison';
export const yourOrder = 'Votre commande';
export const chooseOneDish = 'Choisissez au moins un plat sur la carte.';
export const nothingChosen = 'Rien pour l’instant\u00a0: ajoutez des plats depuis la carte.';
export const orderJump = <T>(count: number, total: T): (string | T)[] => [
  `Votre commande\u00a0: ${plural('fr', count, { one: `${count} plat`, other: `${count} plats`, many: `${count} de plats` })}, `,
  total,
];
export const emptyCart = 'Choisissez au moins un plat à commander.';

export const deliveryDetails = 'Livraison';
export const whereAndToWhom = 'Où et à qui livrer';
export const fullName = 'Nom complet';
export const contactEmail = 'E-mail de contact';
export const cellPhone = 'Téléphone portable';
export const deliveryAddress = 'Adresse de livraison';
export const city = 'Ville';
export const zipCode = 'Code postal';
export const specialRequest = 'Demande particulière';
export const placingOrder = 'Commande en cours…';
export const placeOrder = 'Commander';
export const leavingForPayment = 'Votre commande est passée. Direction le paiement…';

export const checkYourOrder = 'Vérifiez votre commande';
export const itemRemoved = (name: string): string =>
  `${name} n’est plus disponible en livraison\u00a0: nous l’avons retiré de votre commande. Le reste de votre choix est conservé\u00a0: vérifiez votre commande, puis validez-la à nouveau.`;
export const oneOfYourDishes = 'L’un de vos plats';
export const refusedFallback = 'L’établissement n’a pas pu accepter cette commande. Vérifiez-la, puis réessayez.';
export const notPlacedYet = 'Votre commande n’est pas encore passée';
export const temporaryFailure =
  'Impossible de joindre l’établissement pour passer votre commande. Réessayez\u00a0: elle sera renvoyée telle quelle, sans jamais être passée deux fois.';
export const unreadableFailure =
  'L’établissement a répondu de façon illisible pour nous. Recommencez\u00a0: vos plats et vos coordonnées sont conservés.';
export const startAgain = 'Recommencer';
export const tryAgain = 'Réessayer';
