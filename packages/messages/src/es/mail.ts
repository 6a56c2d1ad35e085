// Los correos al cliente (apps/venue-api/src/mail; docs/product.md#mail), en el idioma de su pedido.
export const logoAlt = (venue: string): string => `Logo de ${venue}`;
export const hi = (name: string): string => (name === '' ? 'Hola:' : `Hola, ${name}:`);
export const factLabel = (label: string): string => `${label}:`;
export const recipientAt = (name: string, email: string): string => `${name} (${email})`;
export const order = 'Pedido';
export const orderNumber = (number: string): string => `Pedido ${number}`;
export const orderPreview = (title: string, number: string): string => `${title}. Pedido ${number}.`;
export const amounts = 'Importes';
export const yourCodeForTheDoor = 'Tu código para la entrada';
export const yourCodesForTheDoor = 'Tus códigos para la entrada';
export const yourTableCodeForTheDoor = 'El código de tu mesa para la entrada';
export const seeTheEvent = 'Ver el evento';
export const codeAlt = (guest: string, label: string, night: string): string =>
  `Código de entrada de ${guest}: ${label}, la noche del ${night}. Muéstralo en la puerta; sirve para entrar una vez.`;
export const codeForNight = (label: string, night: string): string => `${label}, la noche del ${night}`;
export const openCodeFullScreen = (guest: string): string => `Abrir el código de ${guest} en pantalla completa`;
export const invoiceAttached = 'Te adjuntamos la factura en PDF.';
export const viewYourInvoice = 'Ver tu factura';
export const calendarTakesOff = 'El archivo de calendario adjunto (.ics) quita la noche de tu calendario.';
export const calendarAttached = 'Para añadir la noche a tu calendario, abre el archivo de calendario adjunto (.ics).';
export const addNightToCalendar = 'Añadir la noche a tu calendario';

export const ticketsSubject = (night: string): string => `Tus entradas para ${night}`;
export const ticketsPreview = (night: string, when: string): string => `Tus entradas están reservadas: ${night}, ${when}.`;
export const ticketsTitle = 'Tus entradas están reservadas';
export const ticketsThanks = '¡Gracias! Cada invitado muestra su propio código en la puerta. ¡Te esperamos!';
export const ticketsEachCode =
  'Cada código deja entrar a un invitado, una sola vez. Envía a cada amigo el enlace que hay bajo su código: solo verá su código, nada más de tu pedido.';
export const ticketsOneCode = 'Tu código te deja entrar una sola vez.';

export const guestCodeSubject = (night: string): string => `Tu código para ${night}`;
export const guestCodePreview = (night: string, when: string): string => `Estás en la lista para ${night}, ${when}.`;
export const guestCodeTitle = 'Estás en la lista';
export const guestCodeIntro = (night: string): string =>
  `Tienes una entrada para ${night}. Aquí tienes tu código personal para la entrada: sirve para entrar una vez.`;
export const guestCodeShow = 'Muestra este código en la puerta. Sube el brillo de la pantalla.';

export const reservationPreview = (title: string, when: string): string => `${title}: ${when}.`;
export const reservationConfirmedSubject = (when: string): string => `Tu mesa del ${when} está confirmada`;
export const reservationConfirmedTitle = 'Gracias por tu reserva';
export const reservationConfirmedBody = 'Tenemos tu reserva de mesa. ¡Te esperamos!';
export const reservationChangedSubject = (when: string): string => `Tu reserva se ha actualizado: ${when}`;
export const reservationChangedTitle = 'Tu reserva se ha actualizado';
export const reservationChangedBody = 'Así queda tu reserva ahora. ¡Te esperamos!';
export const reservationCancelledSubject = (when: string): string => `Tu reserva del ${when} está cancelada`;
export const reservationCancelledTitle = 'Esta reserva se ha cancelado';
export const reservationCancelledBody = (when: string): string => `Tu mesa del ${when} está cancelada. Esperamos verte otra noche.`;
export const reservationReminderSubject = (when: string): string => `¡Nos vemos pronto! Tu mesa del ${when}`;
export const reservationReminderTitle = '¡Nos vemos pronto!';
export const reservationReminderBody = (venue: string): string =>
  `Te recordamos tu mesa en ${venue}. Si cambiaron tus planes, modifica o cancela tu reserva para que podamos dar la mesa a otra persona.`;
export const dateAtTime = (date: string, time: string): string => `${date} a las ${time}`;
export const reservation = 'Reserva';
export const specialRequest = 'Petición especial';
export const reserveATable = 'Reservar una mesa';
export const night = 'Noche';
export const arrival = 'Llegada';
export const guests = 'Personas';
export const where = 'Dónde';
export const openInMaps = 'Abrir en el mapa';

export const bookingReceivedSubject = (venue: string): string => `Tenemos tu solicitud para reservar ${venue}`;
export const bookingReceivedTitle = 'Gracias por tu solicitud de reserva';
export const bookingReceivedBody = 'Tenemos tu solicitud para reservar el local. Nuestro equipo te contactará para confirmar los detalles.';
export const bookingConfirmedSubject = (when: string): string => `Tu reserva del ${when} está confirmada`;
export const bookingConfirmedTitle = 'Tu reserva está confirmada';
export const bookingConfirmedBody = (when: string): string =>
  `El local es tuyo la noche del ${when}. Nuestro equipo se pondrá en contacto contigo para los detalles.`;
export const bookingNumber = 'Número de reserva';
export const event = 'Evento';
export const seeYourBooking = 'Ver tu reserva';
export const cancelThisBooking = 'Cancelar esta reserva';

export const bottlesSubject = (night: string): string => `Tu servicio de botella del ${night}`;
export const bottlesTitle = 'Tu servicio de botella está reservado';
export const bottlesBody =
  '¡Gracias! Tu mesa y tus botellas están reservadas para la noche que elegiste. Trae un documento de identidad con el nombre del pedido y la tarjeta con la que pagaste.';
export const foodSubject = (venue: string): string => `Tu pedido de comida de ${venue}`;
export const foodTitle = 'Tu pedido de comida está en marcha';
export const foodBody = '¡Gracias! La cocina tiene tu pedido y lo llevará a la dirección que indicaste.';
export const coatCheckSubject = (claim: string): string => `Tu ticket de guardarropa ${claim}`;
export const coatCheckTitle = 'Tu guardarropa está pagado';
export const coatCheckCodeTitle = 'Tu código para el guardarropa';
export const coatCheckBody = '¡Gracias! Muestra tu ticket en el guardarropa para recoger tus cosas.';
export const claimTicket = 'Ticket de guardarropa';

export const giftReceiptSubject = (venue: string): string => `Tu recibo de la tarjeta regalo de ${venue}`;
export const giftReceiptTitle = 'Tu tarjeta regalo está pagada';
export const giftReceiptBody = '¡Gracias! Guarda el número de pedido de abajo: es la referencia de esta tarjeta regalo en el local.';
export const giftGoesTo = (recipient: string): string => `La tarjeta regalo se envía a ${recipient}.`;
export const giftSubject = (sender: string, venue: string): string => `${sender} te ha enviado una tarjeta regalo de ${venue}`;
export const giftPreview = (amount: string, sender: string): string => `Una tarjeta regalo de ${amount} de parte de ${sender}.`;
export const giftTitle = 'Una tarjeta regalo para ti';
export const giftBody = (sender: string, amount: string, venue: string): string =>
  `${sender} te ha enviado una tarjeta regalo de ${amount} para ${venue}.`;
export const quoted = (message: string): string => `«${message}»`;
export const giftValue = 'Valor';
export const giftReference = 'Referencia';
export const giftUseReference = 'Da la referencia en el local para usar tu tarjeta.';
export const seeWhatIsOn = 'Ver la programación';
export const aFriend = 'Un amigo';

export const myOrdersSubject = (venue: string): string => `Tus pedidos en ${venue}`;
export const myOrdersPreview = 'Aquí tienes el enlace a tus pedidos y sus códigos.';
export const myOrdersTitle = 'Tus pedidos';
export const myOrdersIntro = 'Pediste ver tus pedidos. Ábrelos, con todos los códigos para la entrada, en cualquier dispositivo:';
export const myOrdersButton = 'Ver mis pedidos';
export const myOrdersUntil = (expires: string): string =>
  `El enlace funciona hasta el ${expires}. Si no lo pediste, puedes ignorar este correo.`;
export const total = 'Total';
export const status = 'Estado';
export const kindWithEvent = (kind: string, event: string): string => `${kind}: ${event}`;
export const kindTickets = 'Entradas';
export const kindFood = 'Comida a domicilio';
export const kindGiftCard = 'Tarjeta regalo';
export const kindCoatCheck = 'Guardarropa';
export const kindBottles = 'Servicio de botella';
export const kindReservation = 'Reserva de mesa';
export const kindBooking = 'Reserva del local';

export const listSubject = (venue: string): string => `Confirma tu suscripción a ${venue}`;
export const listPreview = 'Un clic para confirmar tu suscripción.';
export const listTitle = 'Confirma tu suscripción';
export const listIntro = (venue: string): string =>
  `Pediste unirte a la lista de correo de ${venue}, para enterarte antes que nadie de las nuevas noches, las listas de invitados y los regalos de cumpleaños.`;
export const listButton = 'Confirmar mi suscripción';
export const listUntil = (expires: string): string =>
  `El enlace funciona hasta el ${expires}. Si no fuiste tú, ignora este correo: no volveremos a escribir a esta dirección y la suscripción se borrará en 72 horas.`;
export const statusPending = 'Pendiente';
export const statusConfirmed = 'Confirmado';
export const statusPaid = 'Pagado';
export const statusCancelled = 'Cancelado';
