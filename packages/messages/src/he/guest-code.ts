import { plural } from '../plural-rules';

export const codesTitle = (count: number): string => plural('he', count, { one: 'הקוד שלכם לכניסה', other: 'הקודים שלכם לכניסה' });
export const codesIntro = (count: number): string =>
  plural('he', count, {
    one: 'יש להציג את הקוד בכניסה: הוא תקף לכניסה אחת. כדאי לפתוח אותו במסך מלא כדי שיופיע בהיר.',
    other: 'קוד לכל אורח: כל קוד מכניס אורח אחד, פעם אחת. כדאי לפתוח קוד במסך מלא כדי שיופיע בהיר, או לשתף את הדף שלו עם האורח.',
  });
export const openFullScreen = (guestName: string): string => `פתיחת הקוד של ${guestName} במסך מלא`;
export const changeName = 'שינוי שם';
export const addName = 'הוספת שם';
export const ofGuest = (guestName: string): string => ` של ${guestName}`;
export const forGuestNumber = (guestNumber: number): string => ` לאורח ${guestNumber}`;

export const codePurpose = (guestName: string, label: string, night: string): string =>
  `קוד כניסה של ${guestName}: ${label}, לערב של ${night}. יש להציג אותו בכניסה, תקף פעם אחת.`;

export const showAtDoor = 'יש להציג את הקוד בכניסה. הוא מכניס אורח אחד, פעם אחת. כדאי להגביר את בהירות המסך.';
export const voidTitle = 'הקוד הזה כבר לא תקף לכניסה';
export const voidMessage = 'ההזמנה בוטלה, או שהמקום של האורח עבר למישהו אחר. את הקוד העדכני אפשר לבקש ממי שהזמין.';

export const share = 'שיתוף';
export const shareWhose = (guestName: string): string => ` של הקוד של ${guestName}`;
export const linkShared = 'הקישור שותף.';
export const linkCopied = 'הקישור הועתק.';
export const copyThisLink = 'אפשר להעתיק את הקישור ולשלוח אותו:';
export const linkTo = (guestName: string): string => `קישור לקוד של ${guestName}`;
export const shareTitle = (guestName: string): string => `${guestName}: הקוד שלך לכניסה`;
export const shareText = (label: string, night: string): string =>
  `זה הקוד האישי לכניסה: ${label}, לערב של ${night}. הוא מכניס אורח אחד, פעם אחת.`;

export const unnamedGuest = (guestNumber: number, buyer: string): string => `אורח ${guestNumber} של ${buyer}`;
export const guestWithoutName = 'אורח';
export const ticketLabel = 'כרטיס';
export const tableLabel = 'שולחן';
export const coatCheckLabel = 'מלתחה';
