export const ok = 'Aceptar';
export const optional = '(opcional)';
export const loading = 'Cargando…';
export const upcomingEvents = 'Próximos eventos';
export const seeUpcomingEvents = 'Ver los próximos eventos';
export const home = 'Inicio';
export const backToHome = 'Volver al inicio';
export const itemsInThisOrder = 'Artículos de este pedido';
export const item = 'Artículo';
export const quantity = 'Cantidad';
export const amount = 'Importe';
export const apply = 'Aplicar';
export const checkingCode = 'Comprobando el código…';
export const quantityOf = (name: string): string => `Cantidad de ${name}`;
export const oneFewer = (name: string): string => `Uno menos: ${name}`;
export const oneMore = (name: string): string => `Uno más: ${name}`;
export const countOf = (name: string, count: number): string => `${name}: ${count}`;
export const yourDetails = 'Tus datos';
export const phoneCountry = 'País del teléfono';
export const throttled =
  'Demasiados intentos desde tu conexión en poco tiempo. Espera un momento y vuelve a intentarlo: no se pierde nada de lo que escribiste.';
export const outage =
  'El local no está disponible en este momento. Vuelve a intentarlo en unos instantes: no se pierde nada de lo que escribiste.';

// A step of an order that failed (ui/order-failure-text.ts).
export const orderRefused = 'El local rechazó este pedido.';
export const orderNotReached = 'No pudimos conectar con el local. No se ha perdido nada de lo que escribiste: inténtalo de nuevo.';
export const orderUnreadable = 'No pudimos leer la respuesta del local. Vuelve a enviarlo: nunca se crea un segundo pedido.';
