import { plural } from '../plural-rules';

export const pageTitle = 'Reserva de mesas';
export const pageDescription = 'Reserva una mesa: elige tu noche, tu hora de llegada y cuántos son.';
export const pageIntro =
  'Elige tu noche, tu hora de llegada y cuántos son; comprobamos que la mesa esté libre y luego te pedimos tus datos.';
export const checkAvailability = 'Ver disponibilidad';
export const checkingTable = 'Comprobando tu mesa…';

export const couldNotLoadTitle = 'No se pudieron cargar las reservas';
export const couldNotLoadMessage =
  'No pudimos leer las fechas en que el local cierra, así que aún no podemos tomar reservas. Inténtalo de nuevo.';
export const yourTable = 'Tu mesa';
export const arrivalTime = 'Hora de llegada';
export const noOfGuests = 'Número de personas';
export const guestsPlaceholder = 'Personas';
export const dateLegend = 'Fecha';
export const chosenDate = <T>(date: string, strong: (text: string) => T): (string | T)[] => ['Fecha elegida: ', strong(date)];
export const noDateYet = (hint: string): string => `Aún no has elegido fecha (${hint})`;
export const previousMonth = 'Mes anterior';
export const nextMonth = 'Mes siguiente';
export const dayClosed = (day: string): string => `${day}, sin reservas`;
export const dayPast = (day: string): string => `${day}, ya pasó`;

export const missingDate = 'la fecha';
export const missingTime = 'la hora';
export const missingGuests = 'el número de personas';
export const pleaseSelect = (missing: readonly string[]): string =>
  `Elige ${missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} y ${missing[missing.length - 1]}`}`;

export const blockedTitle = 'Este horario no está disponible';
export const blockedHint = 'Elige otra hora u otra fecha.';
export const ok = 'Aceptar';

export const couldNotReach = 'No pudimos contactar con el local. No has perdido nada de lo que elegiste: inténtalo de nuevo.';
export const unreadable = 'El local respondió de una forma que no pudimos leer. Inténtalo de nuevo.';

export const chosenNight = <T>(date: string, time: string, guests: number, strong: (text: string) => T): (string | T)[] => [
  'Tu mesa: ',
  strong(date),
  ' a las ',
  strong(time),
  ' para ',
  strong(plural('es', guests, { one: `${guests} persona`, other: `${guests} personas` })),
  '. Está disponible.',
];
export const change = 'Cambiar';
export const yourDetails = 'Tus datos';
export const fullName = 'Nombre completo';
export const contactEmail = 'Correo de contacto';
export const cellPhone = 'Teléfono móvil';
export const specialRequestLabel = 'Petición especial';
export const keepUnder = (max: number): string => `No superes los ${max} caracteres.`;
export const reserve = 'Reservar';
export const reserving = 'Reservando tu mesa…';
export const tryAgain = 'Reintentar';

export const reservationNumber = 'Número de reserva';
export const status = 'Estado';
export const date = 'Fecha';
export const guests = 'Personas';
export const name = 'Nombre';
export const email = 'Correo';
export const phone = 'Teléfono';
export const specialRequest = 'Petición especial';
export const statusPending = 'Pendiente';
export const statusConfirmed = 'Confirmada';
export const statusPaid = 'Pagada';
export const statusCancelled = 'Cancelada';

export const checkoutTitle = 'Reserva';
export const pendingTitle = 'Aún sin reservar: confirma abajo';
export const pendingNote = 'Revisa tu reserva y luego confírmala. Las reservas no tienen costo: no se paga nada en línea.';
export const holdNote = (until: string): string => `Te guardamos esta mesa hasta ${until}. Confirma para conservarla.`;
export const confirmButton = 'Confirmar reserva';
export const confirming = 'Confirmando tu reserva…';
export const confirmedTitle = 'Tu mesa está reservada';
export const confirmedNote = 'Esta reserva está confirmada.';
export const seeConfirmation = 'Ver tu confirmación';
export const notYetConfirmed = 'Aún sin reservar: esta reserva espera tu confirmación.';
export const confirmLink = 'Confirmar tu reserva';

export const unknownTitle = 'No encontramos esta reserva';
export const unknownMessage = 'No hay ninguna reserva en esta dirección. Revisa el enlace que seguiste o haz una nueva reserva.';
export const cancelledTitle = 'Esta reserva se canceló';
export const cancelledMessage =
  'Una reserva cancelada no se puede cambiar ni confirmar. Haz una nueva reserva o escríbenos si crees que es un error.';
export const releasedTitle = 'Esta mesa se liberó';
export const releasedMessage = (until: string | null): string =>
  `${until === null ? 'Te guardamos esta mesa un rato' : `Te guardamos esta mesa hasta ${until}`}, pero la reserva no se confirmó, así que la mesa volvió a quedar libre. Reserva de nuevo.`;
export const reserveTable = 'Reservar una mesa';
export const contactUs = 'Contáctanos';
export const home = 'Inicio';

export const updateTitle = 'Modificar tu reserva';
export const updateIntro = <T>(reservationId: string, guestName: string, bdi: (text: string) => T): (string | T)[] => [
  'Reserva ',
  bdi(reservationId),
  ` a nombre de ${guestName}. Cambia la noche, la hora de llegada, el número de personas o tu petición especial y luego guarda.`,
];
export const saveChanges = 'Guardar cambios';
export const savingChanges = 'Guardando tus cambios…';
export const updatedTitle = 'Tu reserva está actualizada';
export const changeAgain = 'Volver a cambiarla';

export const cancelPageTitle = 'Cancelar tu reserva';
export const cancelPageDescription = 'Cancela tu reserva de mesa.';
export const yourReservation = 'Tu reserva';
export const cancelButton = 'Cancelar esta reserva';
export const changeButton = 'Cambiar esta reserva';
export const cancelQuestion = '¿Cancelar esta reserva?';
export const tableOn = (date: string, time: string): string => `Tu mesa el ${date} a las ${time}.`;
export const cancelWarning = 'La mesa vuelve a quedar libre y su código ya no dará acceso a nadie. No se puede deshacer.';
export const cancelYes = 'Sí, cancelarla';
export const cancelNo = 'Mantener mi reserva';
export const cancelling = 'Cancelando tu reserva…';
export const cancelDoneTitle = 'Tu reserva está cancelada';
export const cancelDoneMessage = 'Liberamos tu mesa y su código ya no da acceso a nadie. Esperamos verte otra noche.';
export const reserveAnother = 'Reservar otra mesa';
export const nothingCharged = 'No se cobró nada por esta reserva: no debes nada y no hay nada que reembolsar.';
export const cancelFailed = 'No pudimos contactar con el local, así que nada ha cambiado todavía. Inténtalo de nuevo.';
export const cancelUntil = (deadline: string): string => `Puedes cancelar en línea hasta el ${deadline}.`;
export const tooLateTitle = 'Ya es tarde para cancelar en línea';
export const tooLate = <T>(cancelHours: number, venuePhone: string | null, bdi: (text: string) => T): (string | T)[] => [
  'Ya es tarde para cancelar en línea: ',
  cancelHours === 0
    ? 'las cancelaciones en línea se cierran a tu hora de llegada'
    : `las cancelaciones en línea se cierran ${plural('es', cancelHours, { one: `${cancelHours} hora`, other: `${cancelHours} horas` })} antes de tu llegada`,
  '. ',
  ...(venuePhone === null
    ? ['Llámanos o escríbenos desde la página de contacto y nos encargamos.']
    : ['Llámanos al ', bdi(venuePhone), ' y nos encargamos.']),
];
export const alreadyCancelledTitle = 'Esta reserva ya está cancelada';
export const alreadyCancelledMessage = 'No hay nada más que hacer: su mesa volvió a quedar libre.';
export const paidTitle = 'Esta reserva está pagada';
export const paidMessage = 'Una reserva pagada la cancela el equipo del local, que también se encarga del reembolso. Contáctanos.';
export const noKeyTitle = 'Abre el enlace de tu reserva';
export const noKeyMessage =
  'Solo quien hizo la reserva puede cancelarla. Usa «Cancelar esta reserva» en tu página de confirmación o el enlace del correo de tu reserva.';
export const forbiddenTitle = 'Este enlace no puede cancelar la reserva';
export const forbiddenMessage =
  'El enlace no es el que dimos para esta reserva, o llegó incompleto. Usa el enlace del correo de tu reserva.';
