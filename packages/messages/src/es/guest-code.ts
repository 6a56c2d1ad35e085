import { plural } from '../plural-rules';

export const codesTitle = (count: number): string =>
  plural('es', count, { one: 'Tu código para la puerta', other: 'Tus códigos para la puerta' });
export const codesIntro = (count: number): string =>
  plural('es', count, {
    one: 'Muestra este código en la puerta: te deja entrar una vez. Ábrelo a pantalla completa para que se vea con brillo.',
    other:
      'Un código por persona: cada uno deja entrar a una persona, una vez. Abre un código a pantalla completa para que se vea con brillo, o comparte su página con esa persona.',
  });
export const openFullScreen = (guestName: string): string => `Abrir el código de ${guestName} a pantalla completa`;
export const changeName = 'Cambiar nombre';
export const addName = 'Añadir nombre';
export const ofGuest = (guestName: string): string => ` de ${guestName}`;
export const forGuestNumber = (guestNumber: number): string => ` para el invitado ${guestNumber}`;

export const codePurpose = (guestName: string, label: string, night: string): string =>
  `Código de entrada de ${guestName}: ${label}, la noche del ${night}. Muéstralo en la puerta para entrar una vez.`;

export const showAtDoor = 'Muestra este código en la puerta. Deja entrar a una persona, una vez. Sube el brillo de tu pantalla.';
export const voidTitle = 'Este código ya no deja entrar a nadie';
export const voidMessage = 'El pedido se canceló, o el lugar de esta persona pasó a otra. Pide el código actual a quien hizo la reserva.';

export const share = 'Compartir';
export const shareWhose = (guestName: string): string => ` el código de ${guestName}`;
export const linkShared = 'Enlace compartido.';
export const linkCopied = 'Enlace copiado.';
export const copyThisLink = 'Copia este enlace para enviarlo:';
export const linkTo = (guestName: string): string => `Enlace al código de ${guestName}`;
export const shareTitle = (guestName: string): string => `${guestName}: tu código para la puerta`;
export const shareText = (label: string, night: string): string =>
  `Aquí tienes tu propio código para la puerta: ${label}, la noche del ${night}. Deja entrar a una persona, una vez.`;

export const unnamedGuest = (guestNumber: number, buyer: string): string => `Invitado ${guestNumber} de ${buyer}`;
export const guestWithoutName = 'Invitado';
export const ticketLabel = 'Entrada';
export const tableLabel = 'Mesa';
export const coatCheckLabel = 'Guardarropa';
