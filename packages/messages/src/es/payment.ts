export const title = 'Pago';
export const orderNumber = 'Número de pedido';
export const loadingOrder = 'Cargando tu pedido…';

export const payForBottles = 'Paga tu servicio de botella.';
export const payForTickets = 'Paga tus entradas.';
export const payForFood = 'Paga tu pedido de comida.';
export const payForGiftCard = 'Paga tu tarjeta regalo.';
export const payForReservation = 'Paga tu reserva.';
export const payForBooking = 'Paga tu reserva del local.';
export const payForCoatCheck = 'Paga tu guardarropa.';

export const yourOrder = 'Tu pedido';
export const holdNote = (time: string): string =>
  `Guardamos tus entradas hasta las ${time}. Paga antes de esa hora: después vuelven a la venta.`;
export const testPayment = 'Pago de prueba';
export const cardPayment = 'Pago con tarjeta';
export const pay = (amount: string): string => `Pagar ${amount}`;

export const testModeTitle = 'Modo de prueba: no se cobra ninguna tarjeta';
export const testModeNote =
  'Este local aún no acepta pagos con tarjeta en línea, así que este pago es de prueba: no se cobra ninguna tarjeta ni se piden datos de tarjeta. Un número de tarjeta de prueba elige el resultado; deja el campo vacío para usar la tarjeta que funciona.';
export const testCardLabel = 'Número de tarjeta de prueba (opcional)';
export const testCardsCaption = 'Números de tarjeta de prueba';
export const testCardSucceeds = 'el pago se realiza';
export const testCardDeclined = 'la tarjeta es rechazada';
export const testCardInsufficientFunds = 'rechazada por fondos insuficientes';
export const testCardFormat = 'Escribe un número de tarjeta de prueba de 12 a 19 dígitos, o deja el campo vacío.';
export const useCard = 'Usar';
export const useCardNumber = (cardNumber: string): string => `Usar ${cardNumber}`;

export const cardLabel = 'Datos de la tarjeta';
export const cardStandIn = 'Escribir los datos de la tarjeta';
export const cardNote = 'Los datos de tu tarjeta van directo a Stripe, nuestro proveedor de pagos; el local nunca los ve.';
export const preparingCard = 'Cargando el formulario seguro de tarjeta…';
export const paying = 'Procesando tu pago…';

export const unknownOrderTitle = 'No encontramos este pedido';
export const unknownOrderMessage = 'No hay ningún pedido en esta dirección. Revisa el enlace que seguiste o vuelve a empezar tu pedido.';
export const alreadyPaidTitle = 'Este pedido ya está pagado';
export const alreadyPaidMessage = 'No queda nada por pagar en línea. Tu confirmación y tu factura están listas.';
export const cancelledTitle = 'Este pedido se canceló';
export const cancelledMessage =
  'Un pedido cancelado no se puede pagar. Las entradas sin pagar solo se guardan un rato y luego vuelven a la venta: vuelve a pedirlas, o escríbenos si crees que es un error.';
export const nightTakenTitle = 'Esa noche ya está reservada';
export const nightTakenMessage =
  'Otro evento privado se confirmó antes para esa noche, así que esta reserva no se puede pagar. Pide otra fecha; si algún pago de esta reserva se realizó, el equipo del local lo reembolsa.';
export const nothingToPayTitle = 'Nada que pagar en línea';
export const nothingToPayMessage = 'Este pedido no tiene nada que pagar en línea.';
export const loadFailedTitle = 'No se pudo cargar este pedido';
export const loadFailedMessage = 'No pudimos conectar con el local. Revisa tu conexión y vuelve a intentarlo.';
export const loadUnreadableMessage = 'El local no respondió como esperábamos. Vuelve a intentarlo en un momento.';
export const bookANight = 'Reservar una noche';
export const backToHome = 'Volver al inicio';
export const seeYourConfirmation = 'Ver tu confirmación';
export const viewYourInvoice = 'Ver tu factura';

export const declinedTitle = 'Pago rechazado';
export const declinedFallback = 'Tu pago fue rechazado. Revisa los datos de tu tarjeta y vuelve a intentarlo.';
export const notCompleted = 'Tu pago no se completó. Vuelve a intentarlo.';
export const temporaryTitle = 'Tu pago aún no está confirmado';
export const temporaryMessage =
  'Se perdió la conexión con el local antes de que confirmara tu pago. Vuelve a intentarlo: se envía el mismo pago, así que nunca se cobra dos veces.';
export const unavailableTitle = 'El pago con tarjeta no está disponible ahora';
export const unavailableMessage = 'No se cobró nada. Vuelve a intentarlo en unos minutos.';
export const unreadableTitle = 'Tu pago aún no está confirmado';
export const unreadableMessage =
  'No pudimos leer la respuesta del local, así que no sabemos si tu pago se realizó. Revisa el pedido antes de volver a pagar: nunca se cobra dos veces.';
export const tryAgain = 'Reintentar';
export const checkOrderAgain = 'Revisar el pedido';
