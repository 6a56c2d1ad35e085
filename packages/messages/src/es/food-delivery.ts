import { plural } from '../plural-rules';

export const pageTitle = 'Comida a domicilio';
export const intro = 'Los platos de nuestra cocina, en tu puerta. Elige tus platos, dinos dónde llevarlos y paga en línea.';
export const nothingDeliverable = 'Ahora mismo no hay nada de nuestra carta disponible a domicilio. Vuelve pronto.';
export const noLongerAvailable = 'Ya no está disponible a domicilio';

export const orderAndDetails = 'Tu pedido y los datos de entrega';
export const yourOrder = 'Tu pedido';
export const chooseOneDish = 'Elige al menos un plato de la carta.';
export const nothingChosen = 'Aún no has elegido nada: añade platos de la carta.';
export const orderJump = <T>(count: number, total: T): (string | T)[] => [
  `Tu pedido: ${plural('es', count, { one: `${count} plato`, other: `${count} platos`, many: `${count} de platos` })}, `,
  total,
];
export const emptyCart = 'Elige al menos un plato para pedir.';

export const deliveryDetails = 'Datos de entrega';
export const whereAndToWhom = 'Dónde y a quién entregamos';
export const fullName = 'Nombre completo';
export const contactEmail = 'Correo de contacto';
export const cellPhone = 'Teléfono móvil';
export const deliveryAddress = 'Dirección de entrega';
export const city = 'Ciudad';
export const zipCode = 'Código postal';
export const specialRequest = 'Petición especial';
export const placingOrder = 'Enviando tu pedido…';
export const placeOrder = 'Hacer pedido';
export const leavingForPayment = 'Tu pedido está hecho. Te llevamos al pago…';

export const checkYourOrder = 'Revisa tu pedido';
export const itemRemoved = (name: string): string =>
  `${name} ya no está disponible a domicilio, así que lo quitamos de tu pedido. Todo lo demás sigue ahí: revisa tu pedido y vuelve a enviarlo.`;
export const oneOfYourDishes = 'Uno de tus platos';
export const refusedFallback = 'El local no pudo aceptar este pedido. Revísalo e inténtalo de nuevo.';
export const notPlacedYet = 'Tu pedido aún no se ha realizado';
export const temporaryFailure =
  'No pudimos conectar con el local para enviar tu pedido. Inténtalo de nuevo: se envía tal cual, así que nunca se hará dos veces.';
export const unreadableFailure =
  'El local respondió de una forma que no pudimos leer. Empieza de nuevo: tus platos y tus datos se conservan.';
export const startAgain = 'Empezar de nuevo';
export const tryAgain = 'Intentar de nuevo';
