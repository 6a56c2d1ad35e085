export const title = 'Cartes cadeaux';
export const metaDescription = 'Offrez une soirée : une carte cadeau du montant de votre choix.';
export const intro =
  'Offrez une soirée : choisissez un montant, dites-nous à qui est destinée la carte, et ajoutez un petit mot si vous le souhaitez.';
export const readyTakingYouToPayment = 'Votre carte cadeau est prête. Direction le paiement…';

export const formName = 'Votre carte cadeau';
export const howMuch = 'Montant';
export const suggestedAmounts = 'Montants suggérés';
export const amount = 'Montant';
export const yourName = 'Votre nom';
export const yourEmail = 'Votre e-mail';
export const recipientName = 'Nom du bénéficiaire';
export const recipientEmail = 'E-mail du bénéficiaire';
export const message = 'Message';
export const from = 'De la part de';
export const to = 'Pour';
export const amountHint = (min: string, max: string): string => `Tout montant entier de ${min} à ${max}.`;
export const amountOutOfRange = (min: string, max: string): string => `Saisissez un montant entier de ${min} à ${max}.`;
export const messageTooLong = (max: number): string => `Restez sous les ${max} caractères.`;
export const creating = 'Création de votre carte cadeau…';
export const tryAgain = 'Réessayer';
export const continueButton = 'Continuer';

export const checkYourGiftCard = 'Vérifiez votre carte cadeau';
export const goesTo = <T>(name: T, email: T): (string | T)[] => ['La carte cadeau est destinée à ', name, ' (', email, ').'];
export const orderNumber = 'Numéro de commande';
export const giftCard = 'Carte cadeau';
export const forWhom = 'Pour';
export const fromWhom = 'De la part de';
export const totalToPay = 'Total à régler';
export const confirming = 'Confirmation de votre carte cadeau…';
export const continueToPayment = 'Passer au paiement';
