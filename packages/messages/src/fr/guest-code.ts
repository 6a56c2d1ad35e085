import { plural } from '../plural-rules';

export const codesTitle = (count: number): string =>
  plural('fr', count, { one: 'Votre code pour l’entrée', other: 'Vos codes pour l’entrée' });
export const codesIntro = (count: number): string =>
  plural('fr', count, {
    one: 'Présentez ce code à l’entrée : il vous fait entrer une fois. Ouvrez-le en plein écran pour l’afficher bien lumineux.',
    other:
      'Un code par personne : chacun fait entrer une personne, une fois. Ouvrez un code en plein écran pour l’afficher bien lumineux, ou partagez sa page avec la personne concernée.',
  });
export const openFullScreen = (guestName: string): string => `Ouvrir le code de ${guestName} en plein écran`;
export const changeName = 'Modifier le nom';
export const addName = 'Ajouter un nom';
export const ofGuest = (guestName: string): string => ` de ${guestName}`;
export const forGuestNumber = (guestNumber: number): string => ` pour l’invité ${guestNumber}`;

export const codePurpose = (guestName: string, label: string, night: string): string =>
  `Code d’entrée de ${guestName}\u00a0: ${label}, soirée du ${night}. À présenter à l’entrée, valable une fois.`;

export const showAtDoor = 'Présentez ce code à l’entrée. Il fait entrer une personne, une fois. Montez la luminosité de votre écran.';
export const voidTitle = 'Ce code ne permet plus d’entrer';
export const voidMessage =
  'La commande a été annulée, ou la place de cette personne a été attribuée à quelqu’un d’autre. Demandez le code à jour à la personne qui a réservé.';

export const share = 'Partager';
export const shareWhose = (guestName: string): string => ` le code de ${guestName}`;
export const linkShared = 'Lien partagé.';
export const linkCopied = 'Lien copié.';
export const copyThisLink = 'Copiez ce lien pour l’envoyer :';
export const linkTo = (guestName: string): string => `Lien vers le code de ${guestName}`;
export const shareTitle = (guestName: string): string => `${guestName}\u00a0: votre code pour l’entrée`;
export const shareText = (label: string, night: string): string =>
  `Voici votre code personnel pour l’entrée\u00a0: ${label}, soirée du ${night}. Il fait entrer une personne, une fois.`;

export const unnamedGuest = (guestNumber: number, buyer: string): string => `Invité ${guestNumber} de ${buyer}`;
export const guestWithoutName = 'Invité';
export const ticketLabel = 'Billet';
export const tableLabel = 'Table';
export const coatCheckLabel = 'Vestiaire';
