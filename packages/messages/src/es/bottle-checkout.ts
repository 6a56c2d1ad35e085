export const pageTitle = 'Pago del servicio';
export const secure = 'Tus datos y tu pago están protegidos con cifrado SSL de 256 bits.';
export const checkoutHeading = 'pago';
export const noSelection = 'No hay ninguna selección de botellas para pagar.';
export const leavingForPayment = 'Tu pedido está hecho. Te llevamos al pago…';

export const yourBottles = 'Tus botellas';
export const item = 'Producto';
export const unitPrice = 'PRECIO UNITARIO';
export const quantity = 'CANTIDAD';
export const lineTotal = 'TOTAL';
export const guests = 'Número de personas';
export const date = 'Fecha';
export const time = 'Hora';
export const photoOf = (name: string): string => `Foto de ${name}`;

export const summary = 'Resumen';
export const subtotalRow = 'SUBTOTAL';
export const taxRow = (rate: string): string => `Impuestos (${rate})`;
export const servicesRow = (rate: string): string => `Servicio (${rate})`;
export const discountRow = (rate: string): string => `Descuento (${rate})`;
export const promoterDiscountRow = 'DESCUENTO DE PROMOTOR';
export const totalRow = 'Total';
export const depositRow = 'Depósito a pagar ahora';
export const was = 'antes';
export const now = 'ahora';
export const onLocationNote = <T>(taxRate: string, serviceRate: string, amount: T): (string | T)[] => [
  `Los impuestos (${taxRate}) y el cargo por servicio (${serviceRate}), `,
  amount,
  ' en total, se pagan en el local. Trae un documento de identidad a tu nombre y la tarjeta con la que hiciste este pedido para que podamos verificar la autorización del pago.',
];

export const yourDetails = 'Tus datos';
export const cardHolderName = 'Nombre del titular de la tarjeta';
export const birthMonth = 'Mes de nacimiento';
export const birthDay = 'Día de nacimiento';
export const cardHolderAddress = 'Dirección del titular de la tarjeta';
export const gender = 'Género';
export const male = 'Hombre';
export const female = 'Mujer';
export const otherGender = 'Otro';
export const contactEmail = 'Correo de contacto';
export const cellPhone = 'Teléfono móvil';
export const city = 'Ciudad';
export const zipCode = 'Código postal';
export const country = 'País';
export const state = 'Estado o provincia';
export const instagramId = 'Usuario de Instagram';
export const promoterInstagramId = 'Instagram del promotor';
export const specialRequest = 'Petición especial';
export const ok = 'Aceptar';
export const placingOrder = 'Enviando tu pedido…';
export const payNow = 'Pagar ahora';

export const promoterApplied = 'Código de promotor aplicado';
export const orderNotPlaced = 'Tu pedido no se ha realizado';
export const close = 'Cerrar';
export const orderFailed = 'No pudimos realizar tu pedido de botellas. Inténtalo de nuevo.';
export const orderUnreachable =
  'No pudimos conectar con el local para realizar tu pedido de botellas. Revisa tu conexión e inténtalo de nuevo.';
export const chooseAgainTitle = 'Vuelve a elegir';
export const chooseBottlesAgain = 'Elegir botellas de nuevo';
export const outOfDate =
  'Tu selección de botellas ya no está al día: los precios, la disponibilidad o el consumo mínimo de mesa han cambiado desde que la hiciste. Vuelve a elegir tus botellas.';
