export const welcome = 'Te damos la bienvenida';
export const highlights = 'Destacados';
export const upcomingEvents = 'Próximos eventos';
export const allEvents = 'Todos los eventos →';
export const noUpcomingEvents = 'Todavía no hay eventos anunciados. ¡Vuelve pronto!';
export const promotions = 'Promociones';
export const noPromotions = 'Ahora mismo no hay promociones.';
export const validUntil = (date: string): string => `Hasta el ${date}`;
export const whatGuestsSay = 'Lo que dicen nuestros clientes';
export const noReviews = 'Todavía no hay opiniones.';
export const rated = (stars: number): string => `${stars} de 5 estrellas`;
export const close = 'Cerrar';
export const rewardsTitle = 'Recompensas y listas de invitados';
export const rewardsIntro =
  'Únete a nuestra lista de correo y consigue entradas antes que nadie, sitio en la lista de invitados y un detalle en la semana de tu cumpleaños.';
export const joinRewards = 'Únete a nuestras recompensas';
export const almostThere = 'Ya casi está: confirma tu dirección desde el correo que te enviamos.';
export const checkInbox =
  'Revisa tu bandeja de entrada: abre el enlace que te acabamos de enviar para confirmar tu dirección. Es válido durante 72 horas.';
export const name = 'Nombre';
export const email = 'Correo electrónico';
export const phoneNumber = 'Teléfono';
export const birthMonth = 'Mes de nacimiento';
export const birthDay = 'Día de nacimiento';
export const instagramId = 'Usuario de Instagram';
export const optional = '(opcional)';
export const month = 'Mes';
export const day = 'Día';
export const sending = 'Enviando…';
