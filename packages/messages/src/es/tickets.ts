import { plural } from '../plural-rules';

export const ticketsTitle = 'Entradas';
export const ticketsMetaTitle = (eventName: string): string => `Entradas · ${eventName}`;
export const ticketsMetaDescription = (eventName: string, date: string): string => `Entradas para ${eventName} el ${date}.`;
export const checkoutTitle = 'Compra de entradas';
export const changeTickets = '← Cambiar entradas';
export const backToEvent = <T>(name: T): (string | T)[] => ['← ', name];

export const admits = (guests: number): string =>
  plural('es', guests, { one: `Entrada para ${guests} persona`, other: `Entrada para ${guests} personas` });
export const leftAndLimit = (remaining: number, perOrder: number): string =>
  ` · ${plural('es', remaining, { one: `Queda ${remaining}`, other: `Quedan ${remaining}` })} · máx. ${perOrder} por pedido`;
export const free = 'Gratis';
export const soldOut = 'Agotado';

export const ticketCount = (count: number): string => plural('es', count, { one: `${count} entrada`, other: `${count} entradas` });
export const total = 'Total';
export const checkOut = 'Comprar';
export const noTicketWarning = 'Elige al menos una entrada con los botones + y luego compra.';

export const pastTitle = 'Este evento ya pasó';
export const pastMessage = 'Las entradas para este evento ya no están a la venta. Mira lo que viene.';
export const soldOutTitle = 'Agotado';
export const soldOutMessage = 'Ya no quedan entradas para este evento. Mira qué más hay.';
export const noTicketsTitle = 'Entrada libre';
export const noTicketsMessage = 'Entrada libre: esta noche no se venden entradas. Ven temprano, el aforo es limitado.';
export const seeUpcomingEvents = 'Ver próximos eventos';
export const eventDetails = 'Detalles del evento';

export const nothingChosenTitle = 'Aún no has elegido entradas';
export const nothingChosenMessage = 'Primero elige tus entradas y luego vuelve aquí para hacer tu pedido.';
export const chooseTickets = 'Elegir entradas';

export const yourTickets = 'Tus entradas';
export const addOtherTickets = 'Añadir otras entradas';
export const orderSummary = 'Resumen del pedido';
export const subtotal = 'Subtotal';
export const tax = 'Impuestos';
export const serviceCharge = 'Cargo por servicio';
export const promoterDiscount = 'Descuento de promotor';
export const was = 'antes ';
export const now = 'ahora ';
export const orderPlaced = 'Tu pedido está hecho. Te llevamos al siguiente paso…';
export const yourDetails = 'Tus datos';
export const fullName = 'Nombre completo';
export const contactEmail = 'Correo de contacto';
export const cellPhone = 'Celular';
export const promoterInstagram = 'Instagram del promotor';
export const ok = 'OK';
export const placingOrder = 'Enviando tu pedido…';
export const bookFreeTickets = 'Reservar entradas gratis';
export const continueToPayment = 'Continuar al pago';
export const noTickets = 'Elige al menos una entrada antes de hacer tu pedido.';
export const soldOutWhileChoosing = 'Algunas entradas se agotaron mientras elegías';
export const soldOutAdvice = 'El resto de tu pedido se mantiene. Revisa tus entradas abajo y vuelve a hacer el pedido.';
export const temporaryTitle = 'Tu pedido aún no está hecho';
export const temporaryMessage =
  'Se perdió la conexión con el local antes de su respuesta. Tus datos se mantienen: vuelve a intentarlo y se enviará el mismo pedido, nunca por duplicado.';
export const refusedTitle = 'Tu pedido no se realizó';
export const unreadableMessage = 'No pudimos leer la respuesta del local. Revisa tus entradas y vuelve a hacer el pedido.';
export const tryAgain = 'Reintentar';
export const close = 'Cerrar';
