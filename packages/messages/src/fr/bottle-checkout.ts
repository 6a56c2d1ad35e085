export const pageTitle = 'Paiement du service';
export const secure = 'Vos données et votre paiement sont protégés par un chiffrement SSL 256 bits.';
export const checkoutHeading = 'paiement';
export const noSelection = 'Aucune sélection de bouteilles à payer.';
export const leavingForPayment = 'Votre commande est passée. Direction le paiement…';

export const yourBottles = 'Vos bouteilles';
export const item = 'Article';
export const unitPrice = 'PRIX UNITAIRE';
export const quantity = 'QUANTITÉ';
export const lineTotal = 'TOTAL';
export const guests = 'Nombre de personnes';
export const date = 'Date';
export const time = 'Heure';
export const photoOf = (name: string): string => `Photo de ${name}`;

export const summary = 'Récapitulatif';
export const subtotalRow = 'SOUS-TOTAL';
export const taxRow = (rate: string): string => `Taxes (${rate})`;
export const servicesRow = (rate: string): string => `Service (${rate})`;
export const discountRow = (rate: string): string => `Remise (${rate})`;
export const promoterDiscountRow = 'REMISE PROMOTEUR';
export const totalRow = 'Total';
export const depositRow = 'Acompte à régler maintenant';
export const was = 'au lieu de';
export const now = 'désormais';
export const onLocationNote = <T>(taxRate: string, serviceRate: string, amount: T): (string | T)[] => [
  `Les taxes (${taxRate}) et le service (${serviceRate}), soit `,
  amount,
  ' au total, seront réglés sur place. Munissez-vous d’une pièce d’identité à votre nom et de la carte bancaire utilisée pour cette commande afin que l’établissement vérifie l’autorisation de paiement.',
];

export const yourDetails = 'Vos coordonnées';
export const cardHolderName = 'Nom du titulaire de la carte';
export const birthMonth = 'Mois de naissance';
export const birthDay = 'Jour de naissance';
export const cardHolderAddress = 'Adresse du titulaire de la carte';
export const gender = 'Genre';
export const male = 'Homme';
export const female = 'Femme';
export const otherGender = 'Autre';
export const contactEmail = 'E-mail de contact';
export const cellPhone = 'Téléphone portable';
export const city = 'Ville';
export const zipCode = 'Code postal';
export const country = 'Pays';
export const state = 'Région';
export const instagramId = 'Identifiant Instagram';
export const promoterInstagramId = 'Instagram du promoteur';
export const specialRequest = 'Demande particulière';
export const ok = 'OK';
export const placingOrder = 'Commande en cours…';
export const payNow = 'Payer';

export const promoterApplied = 'Code promoteur appliqué';
export const orderNotPlaced = 'Votre commande n’a pas été passée';
export const close = 'Fermer';
export const orderFailed = 'Impossible de passer votre commande de bouteilles. Veuillez réessayer.';
export const orderUnreachable =
  'Impossible de joindre l’établissement pour passer votre commande de bouteilles. Vérifiez votre connexion, puis réessayez.';
export const chooseAgainTitle = 'Choisissez à nouveau';
export const chooseBottlesAgain = 'Choisir à nouveau mes bouteilles';
export const outOfDate =
  'Votre sélection n’est plus à jour\u00a0: les prix, la disponibilité ou le minimum de table ont changé depuis votre choix. Choisissez à nouveau vos bouteilles.';
