export const title = 'Guardarropa';
export const intro =
  'Deja tu abrigo, bolso o paraguas y recibe un ticket de guardarropa. Muéstralo en el mostrador para recoger tus cosas.';
export const formCouldNotLoad = 'No se pudo cargar el formulario de entrega';

export const checkInItems = 'Deja tus cosas';
export const yourName = 'Tu nombre';
export const phoneNumber = 'Teléfono';
export const email = 'Correo electrónico';
export const emailHint = 'Te enviamos ahí tu ticket una vez pagado.';
export const yourItems = 'Tus cosas';
export const notes = 'Notas';
export const notesTooLong = 'Tus notas no pueden superar los 1000 caracteres.';
export const coat = 'Abrigo';
export const bag = 'Bolso';
export const umbrella = 'Paraguas';
export const otherItem = 'Otro';
export const feeEach = <T>(fee: T): (string | T)[] => [fee, ' cada uno'];
export const addOneItem = 'Añade al menos una prenda u objeto.';
export const fee = 'Tarifa';
export const feeWithTaxAndService = 'Tarifa con impuestos y servicio';
export const submit = 'Obtener mi ticket';
export const sending = 'Creando tu ticket…';
export const startOver = 'Empezar de nuevo';
export const temporaryFailure =
  'Tu ticket aún no está listo: perdimos la conexión con el local. Inténtalo de nuevo. Se reenvía la misma entrega, así que nunca tendrás dos tickets.';
export const rejected = (reason: string): string => `El local no aceptó esta entrega: ${reason} Revisa tus datos e inténtalo de nuevo.`;
export const unreadableFailure =
  'El local respondió de una forma que no pudimos leer. Pregunta en el mostrador del guardarropa antes de intentarlo de nuevo.';

export const ticketTitle = 'Tu ticket de guardarropa';
export const ticketHint = 'Hazle una foto a este número. Lo necesitarás para recoger tus cosas.';
export const items = 'Objetos';
export const dueNote = 'Paga ahora o en el mostrador al recoger tus cosas.';
export const paidNote = 'Pagado. No queda nada por pagar.';
export const noFeeNote = 'No hay nada que pagar.';
export const pay = <T>(amount: T): (string | T)[] => ['Pagar ', amount];
export const nextGuest = 'Siguiente cliente';
export const claimTicket = 'Ticket de guardarropa';

export const findTicketOrLostItem = 'Busca un ticket o un objeto perdido';
export const claimLabel = 'Número de ticket';
export const claimHint = 'El número de tu ticket, por ejemplo C-0042.';
export const lostItemLabel = 'Número de objeto perdido';
export const lostItemHint = 'El número que te dio el local para un objeto perdido.';
export const find = 'Buscar';
export const claimTicketNumbered = (number: string): string => `Ticket de guardarropa ${number}`;
export const lostItem = 'Objeto perdido';
export const lostItemNumbered = (id: string): string => `Objeto perdido ${id}`;
export const claimInvalid = 'Escribe el número de tu ticket, por ejemplo C-0042.';
export const claimNotFound = (number: string): string =>
  `No encontramos el ticket ${number}. Revisa el número o pregunta en el mostrador del guardarropa.`;
export const lostItemInvalid = 'Escribe el número del aviso de objeto perdido, tal como te lo dio el local.';
export const lostItemNotFound = (id: string): string =>
  `No encontramos el objeto perdido ${id}. Revisa el número o pregunta en el mostrador del guardarropa.`;
export const unreachable = 'No pudimos conectar con el local. Revisa tu conexión e inténtalo de nuevo.';
export const checkedInStatus = 'Entregado: tus cosas están en el mostrador del guardarropa.';
export const paidStatus = 'Pagado: tus cosas están en el mostrador del guardarropa.';
export const collectedStatus = 'Recogido: estas cosas ya se devolvieron.';
export const heldStatus = 'El local lo guarda para ti. Pregunta en el mostrador del guardarropa.';
export const handedBackStatus = 'Se devolvió a su dueño.';
export const disposedStatus = 'El local ya no lo tiene.';
export const what = 'Qué';
export const found = 'Encontrado';
export const close = 'Cerrar';
