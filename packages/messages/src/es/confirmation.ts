export const bottlesTitle = 'Tu servicio de botella está reservado';
export const bottlesMessage =
  '¡Gracias! Tu mesa y tus botellas están reservadas para la noche que elegiste. Trae una identificación con foto a nombre del pedido y la tarjeta con la que pagaste.';
export const ticketsTitle = 'Tus entradas están reservadas';
export const ticketsMessage = '¡Gracias! Cada persona muestra su propio código en la puerta. ¡Te esperamos!';
export const foodTitle = 'Tu pedido de comida está en marcha';
export const foodMessage = '¡Gracias! La cocina ya tiene tu pedido y lo entregará en la dirección que indicaste.';
export const giftCardTitle = 'Tu tarjeta regalo está pagada';
export const giftCardMessage = '¡Gracias! Guarda el número de pedido de abajo: es la referencia de esta tarjeta regalo en el local.';
export const reservationTitle = 'Gracias por tu reserva';
export const reservationMessage = 'Tenemos tu reserva de mesa. ¡Te esperamos!';
export const bookingTitle = 'Gracias por tu solicitud de reserva';
export const bookingMessage = 'Tenemos tu solicitud para reservar el local. Nuestro equipo te contactará para confirmar los detalles.';
export const coatCheckTitle = 'Tu guardarropa está pagado';
export const coatCheckMessage = '¡Gracias! Muestra tu ticket en el guardarropa para recoger tus cosas.';
export const talentTitle = 'Gracias por tu postulación';
export const talentMessage = 'Nuestro equipo revisa cada postulación de artistas y te contactará si encaja.';
export const genericTitle = 'Gracias';
export const genericMessage = 'Mira lo que viene o vuelve al inicio.';
export const pendingReservationTitle = 'Aún no está reservada';
export const pendingReservationMessage = 'Esta reserva espera tu confirmación: hasta entonces, la mesa solo se guarda por poco tiempo.';
export const unpaidTitle = 'Este pedido aún no está pagado';
export const unpaidMessage = 'Tu pedido está guardado, pero su pago no se realizó.';

export const giftCardGoesTo = <T>(name: T, email: T): (string | T)[] => ['La tarjeta regalo es para ', name, ' (', email, ').'];

export const mailedTickets = <T>(address: T): (string | T)[] => ['Enviamos tus entradas a ', address, '.'];
export const mailedBottles = <T>(address: T): (string | T)[] => ['Enviamos tu reserva de mesa a ', address, '.'];
export const mailedFood = <T>(address: T): (string | T)[] => ['Enviamos tu pedido a ', address, '.'];
export const mailedGiftCard = <T>(address: T): (string | T)[] => ['Enviamos el recibo de tu tarjeta regalo a ', address, '.'];
export const mailedReservation = <T>(address: T): (string | T)[] => ['Enviamos tu reserva a ', address, '.'];
export const mailedBooking = <T>(address: T): (string | T)[] => ['Enviamos tu solicitud de reserva a ', address, '.'];
export const mailedCoatCheck = <T>(address: T): (string | T)[] => ['Enviamos tu ticket de guardarropa a ', address, '.'];

export const viewYourInvoice = 'Ver tu factura';
export const goToPayment = 'Ir al pago';
