export const pageTitle = 'Reserva el local';
export const pageDescription = 'Eventos privados para cumpleaños, lanzamientos y bodas: pide el local entero para tu noche.';
export const pageIntro =
  'El local entero para tu noche: un cumpleaños, un lanzamiento, una boda. Nos sirve cualquier fecha libre, incluso las noches en que no abrimos al público. Cuéntanos sobre tu evento y nuestro equipo se pondrá en contacto contigo.';
export const requestIn = 'Recibimos tu solicitud. Te llevamos a su resumen…';
export const unavailableTitle = 'Las reservas del local no están disponibles ahora';
export const blocksUnavailable =
  'No pudimos cargar las noches en que el local cierra, así que aún no podemos tomar una reserva. Inténtalo de nuevo.';

export const formLabel = 'Tu evento privado';
export const yourNight = 'Tu noche';
export const yourEvent = 'Tu evento';
export const dateLegend = 'Fecha';
export const startTime = 'Hora de inicio';
export const endTime = 'Hora de fin';
export const noOfGuests = 'Número de invitados';
export const eventType = 'Tipo de evento';
export const specialRequestLabel = 'Petición especial';
export const yourName = 'Tu nombre';
export const yourEmail = 'Tu correo';
export const phoneNumber = 'Número de teléfono';
export const chooseStart = 'Elige una hora de inicio';
export const chooseEnd = 'Elige una hora de fin';
export const endHint = 'Más tarde esa misma noche, hasta las 5:59 a. m.';
export const guestsPlaceholder = 'Invitados';
export const chooseEventType = 'Elige un tipo de evento';
export const birthday = 'Cumpleaños';
export const corporateEvent = 'Evento de empresa';
export const wedding = 'Boda';
export const productLaunch = 'Lanzamiento de producto';
export const privateParty = 'Fiesta privada';
export const otherEvent = 'Otro';
export const send = 'Solicitar esta noche';
export const sending = 'Enviando tu solicitud…';
export const tryAgain = 'Reintentar';

export const chooseDate = 'Elige una fecha.';
export const endAfterStart = 'El evento debe terminar después de empezar, hasta las 5:59 a. m.';
export const keepUnder = (max: number): string => `No superes los ${max} caracteres.`;
export const guestsRange = (max: number): string => `Elige entre 1 y ${max} invitados.`;
export const chooseOption = 'Elige una de las opciones.';

export const previousMonth = 'Mes anterior';
export const nextMonth = 'Mes siguiente';
export const dayClosed = (day: string): string => `${day}, cerrado`;
export const yourDate = (day: string): string => `Tu fecha: ${day}`;
export const calendarHint = 'Los días en gris ya pasaron o no admiten reservas. Con las flechas del teclado pasas de un día a otro.';

export const blockedTitle = 'El local está cerrado en ese horario';
export const blockedAdvice = 'Elige otra fecha u otra hora.';
export const chooseAgain = 'Elegir de nuevo';
export const nightTakenTitle = 'Esa noche ya está reservada';
export const nightTakenMessage =
  'Otro evento privado tiene el local esa noche. Guardamos todo lo que escribiste: elige otra fecha y vuelve a enviar tu solicitud.';

export const bookingNumber = 'Número de reserva';
export const status = 'Estado';
export const date = 'Fecha';
export const time = 'Horario';
export const guests = 'Invitados';
export const event = 'Evento';
export const specialRequest = 'Petición especial';
export const name = 'Nombre';
export const email = 'Correo';
export const phone = 'Teléfono';
export const statusPending = 'Pendiente';
export const statusConfirmed = 'Confirmada';
export const statusPaid = 'Pagada';
export const statusCancelled = 'Cancelada';
export const eventTimes = (start: string, end: string): string => `De ${start} a ${end}`;

export const checkoutTitle = 'Tu solicitud de reserva';
export const checkoutDescription = 'Revisa y confirma tu solicitud de evento privado.';
export const checkRequest = 'Revisa tu solicitud';
export const confirmNote =
  'No se cobra nada en línea por un evento privado: el equipo del local te contacta para acordar los detalles y un posible anticipo antes de tu noche.';
export const depositLabel = 'Anticipo a pagar ahora';
export const depositNote = <T>(amount: string, bdi: (text: string) => T): (string | T)[] => [
  'Un anticipo de ',
  bdi(amount),
  ' te asegura el local para tu noche: lo pagas en línea en el siguiente paso. El resto lo acuerdas con el equipo del local.',
];
export const confirmButton = 'Confirmar mi solicitud';
export const confirmAndPayButton = 'Confirmar y pagar el anticipo';
export const confirming = 'Confirmando tu solicitud…';
export const confirmedToConfirmation = 'Tu solicitud está confirmada. Te llevamos a tu confirmación…';
export const confirmedToPayment = 'Tu solicitud está confirmada. Te llevamos al pago…';
export const failed = 'No pudimos contactar con el local, así que nada ha cambiado todavía. Inténtalo de nuevo.';
export const takenMessage =
  'Otro evento privado tiene el local esa noche: se confirmó primero, así que esta solicitud no puede seguir adelante y no se cobró nada. Pide otra noche.';

export const confirmUnknownTitle = 'No encontramos esta reserva';
export const confirmUnknownMessage =
  'No hay ninguna solicitud de reserva en esta dirección. Revisa el enlace que seguiste o vuelve a pedir una noche.';
export const confirmPaidTitle = 'Esta reserva ya está pagada';
export const confirmPaidMessage = 'No hace falta nada más en línea. Tu confirmación está lista.';
export const confirmCancelledTitle = 'Esta reserva se canceló';
export const confirmCancelledMessage =
  'Una reserva cancelada no se puede confirmar. Vuelve a pedir una noche o escríbenos si crees que es un error.';
export const cancelUnknownTitle = 'No encontramos esta reserva';
export const cancelUnknownMessage = 'No hay ninguna reserva en esta dirección. Revisa el enlace que seguiste.';
export const cancelPaidTitle = 'Esta reserva está pagada';
export const cancelPaidMessage = 'Una reserva pagada no se puede cancelar en línea. Contáctanos y el local se encargará.';
export const cancelCancelledTitle = 'Esta reserva ya está cancelada';
export const cancelCancelledMessage = 'No hay nada más que hacer: la noche vuelve a estar libre.';
export const seeConfirmation = 'Ver tu confirmación';
export const contactUs = 'Contáctanos';
export const bookNight = 'Reservar una noche';
export const home = 'Inicio';

export const cancelPageTitle = 'Cancelar una reserva';
export const cancelPageDescription = 'Cancela la reserva de tu evento privado.';
export const yourBooking = 'Tu reserva';
export const cancelButton = 'Cancelar esta reserva';
export const cancelQuestion = '¿Cancelar esta reserva?';
export const cancelWarning = 'El local quedará libre para otros esa noche. No se puede deshacer.';
export const cancelYes = 'Sí, cancelarla';
export const cancelNo = 'Mantener mi reserva';
export const cancelling = 'Cancelando tu reserva…';
export const cancelledTitle = 'Tu reserva está cancelada';
export const cancelledMessage = 'Liberamos el local para esa noche. Puedes pedir otra noche cuando quieras.';
export const bookAnother = 'Reservar otra noche';
