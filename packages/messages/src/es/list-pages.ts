// Las pequeñas páginas que abren los enlaces de la lista de correo (apps/venue-api/src/mailing-list/list-pages.ts).
export const backToSite = 'Volver al sitio';
export const confirmedTitle = 'Ya estás en nuestra lista';
export const confirmedBody =
  'Gracias: tu dirección está confirmada. Atento a tu bandeja de entrada: nuevas noches, listas de invitados y regalos de cumpleaños.';
export const confirmedLeave = 'Cada correo de la lista incluye un enlace para darte de baja.';
export const expiredTitle = 'Este enlace ha caducado';
export const expiredBody =
  'Un enlace de confirmación funciona durante 72 horas, y este es más antiguo. Tu dirección no está en nuestra lista.';
export const expiredAgain = 'Para unirte, vuelve a suscribirte en nuestro sitio: te enviaremos un enlace nuevo.';
export const invalidTitle = 'Este enlace no funciona';
export const invalidBody = 'Puede que se cortara al copiarlo, o que la suscripción a la que pertenece ya no exista.';
export const invalidAgain = 'Vuelve a abrir el enlace desde el correo, o suscríbete de nuevo en nuestro sitio.';
export const unsubscribeTitle = 'Salir de nuestra lista de correo';
export const unsubscribeBody = 'Pulsa el botón y esta dirección no recibirá más correos de nuestra lista.';
export const unsubscribeButton = 'Darme de baja';
export const leftTitle = 'Has salido de nuestra lista';
export const leftBody =
  'Esta dirección ya no recibirá correos de nuestra lista. Los correos sobre tus pedidos y reservas seguirán llegando.';
