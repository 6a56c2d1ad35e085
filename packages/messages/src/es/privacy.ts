export const privacyTitle = 'Política de privacidad';
export const privacyIntro = (venue: string): string => `Cómo trata ${venue} tu información en este sitio web.`;
export const theVenue = 'el local';
export const collectTitle = 'Qué recopilamos';
export const collectText =
  'Solo recopilamos lo que escribes en nuestros formularios: por ejemplo, tu nombre, correo electrónico, teléfono, cumpleaños y usuario de Instagram cuando te unes a nuestra lista de correo, o los datos de un pedido, una reserva o una candidatura. Los usamos para responderte, gestionar tu reserva y, si nos lo pides, enviarte novedades y ofertas.';
export const deviceTitle = 'Qué se queda en tu dispositivo';
export const deviceText =
  'Este sitio guarda algunos datos en el almacenamiento local de tu navegador: un token de acceso a nuestro sistema de reservas, los datos del local y la configuración de las páginas y, mientras haces un pedido, tu selección (por ejemplo, botellas, número de personas, fecha y hora). Nunca salen de tu dispositivo salvo con las solicitudes que haces, y puedes borrarlos cuando quieras eliminando los datos de este sitio en tu navegador.';
export const paymentsTitle = 'Pagos';
export const paymentsText =
  'Los pagos con tarjeta los gestiona nuestro proveedor de pagos. El número de tu tarjeta se le envía directamente y nosotros nunca lo guardamos.';
export const otherSitesTitle = 'Otros sitios web';
export const otherSitesText =
  'Los reproductores de video y música de YouTube, SoundCloud y MixCloud solo se cargan cuando pulsas reproducir; a partir de ese momento se aplican sus propias políticas de privacidad. Los enlaces a nuestras redes sociales abren esos sitios.';
export const rightsTitle = 'Tus derechos';
export const rightsText =
  'Puedes preguntarnos qué datos tenemos sobre ti, pedirnos que los corrijamos o los borremos, y darte de baja de nuestra lista de correo en cualquier momento. Escríbenos desde nuestra página de Contacto o pásate por el local.';
