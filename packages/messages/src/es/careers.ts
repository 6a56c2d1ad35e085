// La página de empleo (apps/web/src/pages/careers): los puestos abiertos y el formulario de solicitud
// (docs/product.md#careers-contact-and-staff-availability).
export const title = 'Trabaja con nosotros';
export const intro = 'Barra, anfitriones, seguridad, sonido: la gente que hace nuestras noches. Cuéntanos sobre ti.';

// Los puestos abiertos.
export const openPositions = 'Puestos abiertos';
export const positionsCouldNotLoad = 'No se pudieron cargar los puestos abiertos ahora mismo. Igual puedes enviar una solicitud general.';
export const noOpenPositions =
  'Ahora mismo no tenemos puestos abiertos. Igual puedes enviar una solicitud general y la guardaremos para la próxima vacante.';

// Los campos del formulario.
export const nameLabel = 'Tu nombre';
export const emailLabel = 'Correo electrónico';
export const phoneLabel = 'Número de teléfono';
export const positionLabel = 'Puesto';
export const messageLabel = 'Mensaje';
export const cvLabel = 'Tu CV';
export const choosePosition = 'Elige un puesto';
export const generalApplication = 'Solicitud general';
export const messageHint = 'Tu experiencia y las noches que puedes trabajar.';

// El CV.
export const cvHint = 'Un archivo PDF, DOC o DOCX de 5 MB como máximo.';
export const noCvChosen = 'Ningún CV elegido';
export const cvChosen = (name: string): string => `Elegido: ${name}`;
export const removeCv = 'Quitar el CV';
export const cvCouldNotBeRead = 'No se pudo leer tu CV. Vuelve a elegirlo.';

// El envío.
export const apply = 'Postúlate';
export const sendApplication = 'Enviar solicitud';
export const sendingApplication = 'Enviando tu solicitud…';
export const applicationFailed = 'No se pudo enviar tu solicitud. Inténtalo de nuevo; lo que escribiste se conserva.';
export const thanks = 'Gracias por postularte';
export const thanksText = <T>(position: string, email: T): (string | T)[] => [
  `Recibimos tu solicitud para ${position}. Te responderemos a `,
  email,
  '.',
];
export const sendAnother = 'Enviar otra solicitud';
