// La página de reseñas (apps/web/src/pages/review): la valoración del local, de una noche o de un artista, sus reseñas y
// el formulario para añadir una (docs/product.md#reviews).
import { plural } from '../plural-rules';

const decimal = (value: number): string => value.toFixed(1).replace('.', ',');

export const reviewsOf = <T>(title: T): (string | T)[] => ['Reseñas de ', title];
export const nothingToReview = 'Aquí no hay nada que reseñar';
export const nothingToReviewText =
  'Este enlace no corresponde al local, a una noche ni a un artista que conozcamos. Revisa el enlace o mira lo que hay en cartelera.';

// La valoración.
export const noReviewsYetBeFirst = 'Todavía no hay reseñas. Sé el primero en dejar una.';
export const ratingSummary = (average: number, count: number): string =>
  plural('es', count, {
    one: `${decimal(average)} de 5, con ${count} reseña`,
    other: `${decimal(average)} de 5, con ${count} reseñas`,
    many: `${decimal(average)} de 5, con ${count} de reseñas`,
  });

// Las reseñas.
export const whatGuestsSay = 'Lo que dice la gente';
export const noReviewsYet = 'Todavía no hay reseñas.';
export const ratedOutOfFive = (rating: number): string => `Valorado con ${rating} de 5`;

// El formulario.
export const leaveAReview = 'Deja una reseña';
export const nameLabel = 'Tu nombre';
export const ratingLabel = 'Valoración';
export const commentLabel = 'Tu reseña';
export const stars = (count: number): string => plural('es', count, { one: `${count} estrella`, other: `${count} estrellas` });
export const chooseStars = 'Elige de 1 a 5 estrellas.';
export const sendReview = 'Enviar reseña';
export const sendingReview = 'Enviando tu reseña…';
export const reviewFailed = 'No se pudo enviar tu reseña. Inténtalo de nuevo; lo que escribiste se conserva.';
export const thanks = 'Gracias por tu reseña';
export const thanksText = (title: string): string => `Tu reseña de ${title} ya aparece junto a las demás.`;
export const writeAnother = 'Escribir otra reseña';
