import { plural } from '../plural-rules';

export const title = 'Añadir invitados';
export const intro =
  'Escribe el nombre de quienes vienen contigo, para que la puerta los tenga. Puedes cambiarlos hasta la noche del evento.';
export const ticketOrder = <T>(orderId: T): (string | T)[] => ['Pedido de entradas ', orderId, '.'];
export const ticketOrderFor = <T>(orderId: T, eventName: T, date: string): (string | T)[] => [
  'Pedido de entradas ',
  orderId,
  ' para ',
  eventName,
  `, ${date}.`,
];
export const yourTickets = 'Tus entradas';

export const yourGuests = 'Tus invitados';
export const onlyYou = 'Tus entradas solo te dejan entrar a ti: no hay nadie más que nombrar.';
export const guestCount = (guestsAllowed: number, filled: number, places: number): string =>
  `Tus entradas dejan entrar a ${guestsAllowed} personas, contándote a ti. ` +
  plural('es', places, { one: `${filled} de ${places} invitado con nombre.`, other: `${filled} de ${places} invitados con nombre.` });
export const saved = (name: string): string => `Se guardó a ${name}.`;
export const guestNumber = (number: number): string => `Invitado ${number}`;
export const named = 'Con nombre';
export const notNamedYet = 'Sin nombre aún';
export const name = 'Nombre';
export const email = 'Correo';
export const phone = 'Teléfono';
export const editDetails = 'Editar datos';
export const addDetails = 'Añadir datos';
export const ofPlace = (place: string): string => ` de ${place}`;

export const guestName = 'Nombre del invitado';
export const guestEmail = 'Correo del invitado';
export const guestPhone = 'Teléfono del invitado';
export const saving = 'Guardando al invitado…';
export const saveGuest = 'Guardar invitado';
export const cancel = 'Cancelar';

export const refused = 'El local rechazó este cambio.';
export const temporary = 'No pudimos conectar con el local. No se pierde nada de lo que escribiste: vuelve a intentarlo.';
export const unreadable = 'No pudimos leer la respuesta del local. Vuelve a intentarlo en un momento.';

// Quién ve qué (docs/product.md#other-guests).
export const privacyNote = 'El correo y el teléfono de un invitado solo los ven ese invitado y quien compró las entradas.';
export const theirsToChange = 'Solo este invitado y quien compró las entradas pueden cambiar estos datos.';
export const ownLink = 'Tu propio enlace a este lugar, para corregir tus datos desde otro dispositivo';
export const ownLinkFor = <T>(name: T): (string | T)[] => ['Envía a ', name, ' su propio enlace'];
export const linkForGuestsIntro = 'Envía este enlace a tus invitados: cada uno pone su nombre en su lugar y solo ve sus propios datos.';
export const linkForGuests = 'Enlace para tus invitados';
