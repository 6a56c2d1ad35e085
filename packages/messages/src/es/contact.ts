// La página de contacto (apps/web/src/pages/contact): dónde encontrar el local y el formulario de contacto
// (docs/product.md#careers-contact-and-staff-availability).
export const title = 'Contacto';
export const intro = '¿Dudas sobre una noche, una fiesta privada o algo que olvidaste? Escríbenos.';

// Dónde encontrar el local.
export const findUs = 'Dónde estamos';
export const addressUnavailable = 'Nuestra dirección no está disponible ahora mismo.';
export const openInMaps = 'Abrir en mapas';
export const openingHours = 'Horario';
export const followUs = 'Síguenos';

// El formulario.
export const nameLabel = 'Tu nombre';
export const emailLabel = 'Correo electrónico';
export const phoneLabel = 'Número de teléfono';
export const subjectLabel = 'Asunto';
export const messageLabel = 'Mensaje';
export const writeToUs = 'Escríbenos';
export const sendMessage = 'Enviar mensaje';
export const sendingMessage = 'Enviando tu mensaje…';
export const messageFailed = 'No se pudo enviar tu mensaje. Inténtalo de nuevo; lo que escribiste se conserva.';
export const thanks = 'Gracias por tu mensaje';
export const thanksText = <T>(email: T): (string | T)[] => ['Te responderemos a ', email, ' lo antes posible.'];
export const sendAnother = 'Enviar otro mensaje';
