// עמוד הביקורות (apps/web/src/pages/review): הדירוג של המקום, של ערב או של אמן, הביקורות והטופס להוספת ביקורת
// (docs/product.md#reviews).
import { plural } from '../plural-rules';

export const reviewsOf = <T>(title: T): (string | T)[] => ['ביקורות על ', title];
export const nothingToReview = 'אין כאן מה לדרג';
export const nothingToReviewText = 'הקישור הזה לא מוביל למקום, לערב או לאמן שאנחנו מכירים. כדאי לבדוק את הקישור, או לראות מה בתוכנייה.';

// הדירוג.
export const noReviewsYetBeFirst = 'עדיין אין ביקורות. אפשר להיות הראשונים לכתוב.';
export const ratingSummary = (average: number, count: number): string =>
  plural('he', count, {
    one: `${average.toFixed(1)} מתוך 5, מביקורת אחת`,
    two: `${average.toFixed(1)} מתוך 5, משתי ביקורות`,
    other: `${average.toFixed(1)} מתוך 5, מ־${count} ביקורות`,
  });

// הביקורות.
export const whatGuestsSay = 'מה האורחים אומרים';
export const noReviewsYet = 'עדיין אין ביקורות.';
export const ratedOutOfFive = (rating: number): string => `דירוג ${rating} מתוך 5`;

// הטופס.
export const leaveAReview = 'לכתוב ביקורת';
export const nameLabel = 'השם שלכם';
export const ratingLabel = 'דירוג';
export const commentLabel = 'הביקורת שלכם';
export const stars = (count: number): string => plural('he', count, { one: 'כוכב אחד', two: 'שני כוכבים', other: `${count} כוכבים` });
export const chooseStars = 'יש לבחור בין 1 ל־5 כוכבים.';
export const sendReview = 'לשלוח ביקורת';
export const sendingReview = 'שולחים את הביקורת שלכם…';
export const reviewFailed = 'לא הצלחנו לשלוח את הביקורת. אפשר לנסות שוב; מה שכתבתם נשמר.';
export const thanks = 'תודה על הביקורת';
export const thanksText = (title: string): string => `הביקורת שלכם על ${title} מופיעה עכשיו עם שאר הביקורות.`;
export const writeAnother = 'לכתוב ביקורת נוספת';
