// La page des avis (apps/web/src/pages/review) : la note du club, d’une soirée ou d’un artiste, ses avis et le formulaire
// pour en ajouter un (docs/product.md#reviews).
import { plural } from '../plural-rules';

const decimal = (value: number): string => value.toFixed(1).replace('.', ',');

export const reviewsOf = <T>(title: T): (string | T)[] => ['Avis sur ', title];
export const nothingToReview = 'Rien à noter ici';
export const nothingToReviewText =
  'Ce lien ne correspond ni au club, ni à une soirée, ni à un artiste que nous connaissons. Vérifiez le lien, ou découvrez le programme.';

// La note.
export const noReviewsYetBeFirst = 'Pas encore d’avis. Soyez le premier à en laisser un.';
export const ratingSummary = (average: number, count: number): string =>
  plural('fr', count, {
    one: `${decimal(average)} sur 5, sur ${count} avis`,
    other: `${decimal(average)} sur 5, sur ${count} avis`,
  });

// Les avis.
export const whatGuestsSay = 'Ce qu’en disent nos clients';
export const noReviewsYet = 'Pas encore d’avis.';
export const ratedOutOfFive = (rating: number): string => `Noté ${rating} sur 5`;

// Le formulaire.
export const leaveAReview = 'Laisser un avis';
export const nameLabel = 'Votre nom';
export const ratingLabel = 'Note';
export const commentLabel = 'Votre avis';
export const stars = (count: number): string => plural('fr', count, { one: `${count} étoile`, other: `${count} étoiles` });
export const chooseStars = 'Choisissez de 1 à 5 étoiles.';
export const sendReview = 'Publier l’avis';
export const sendingReview = 'Envoi de votre avis…';
export const reviewFailed = 'Votre avis n’a pas pu être envoyé. Réessayez : ce que vous avez écrit est conservé.';
export const thanks = 'Merci pour votre avis';
export const thanksText = (title: string): string => `Votre avis sur ${title} est désormais publié avec les autres.`;
export const writeAnother = 'Écrire un autre avis';
