// Las páginas de artistas (apps/web/src/pages/talents): la lista, la página de un artista y el formulario para
// postularse (docs/product.md#talents, docs/product.md#talent-submissions).
import { plural } from '../plural-rules';

// La lista de artistas.
export const talents = 'Artistas';
export const talentsIntro = 'Los DJ, cantantes y bandas que hacen nuestras noches.';
export const noTalents = 'Todavía no hay artistas en la lista.';
export const talentPages = 'Páginas de artistas';
export const previousPage = 'Página anterior';
export const nextPage = 'Página siguiente';

// La página de un artista.
export const allTalents = '← Todos los artistas';
export const watchAndListen = 'Mira y escucha';
export const videoTitle = (name: string, number: number): string => `${name}, video ${number}`;
export const playVideo = 'Reproducir video';
export const soundCloudTitle = (name: string, number: number): string => `${name} en SoundCloud, ${number}`;
export const playOnSoundCloud = 'Escuchar en SoundCloud';
export const mixCloudTitle = (name: string, number: number): string => `${name} en MixCloud, ${number}`;
export const playOnMixCloud = 'Escuchar en MixCloud';
export const photosOf = (name: string): string => `Fotos de ${name}`;
export const photoOf = (name: string, number: number): string => `${name}, foto ${number}`;

// El formulario.
export const talentSubmissions = 'Postulaciones de artistas';
export const talentsImage = 'Artistas que actúan en el local';
export const yourApplication = 'Tu postulación como artista';
export const stageNameLabel = 'Nombre artístico';
export const phoneLabel = 'Teléfono';
export const websiteLabel = 'Sitio web';
export const emailLabel = 'Correo de contacto';
export const musicStyleLabel = 'Estilo musical';
export const feeLabel = '¿Tu caché?';
export const photosLabel = 'Subir fotos';
export const facebookLabel = 'Facebook';
export const instagramLabel = 'Instagram';
export const youtubeLabel = 'YouTube';
export const mediaLinksLabel = 'Tus mejores actuaciones en YouTube, SoundCloud o MixCloud';
export const biographyLabel = 'Biografía';
export const feeOutOfRange = 'Indica un caché de 0 o más.';
export const userName = 'nombre de usuario';
export const agreeToSms = 'Acepto recibir promociones por SMS';
export const submit = 'Enviar';
export const sendingApplication = 'Enviando tu postulación…';
export const confirmation = 'Confirmación';

// Las fotos.
export const photosHint = (max: number): string =>
  `Sube 5 fotos de tu kit de prensa en formato Instagram (de 1 a ${max} fotos, 5 MB como máximo cada una).`;
export const noPhotoChosen = 'Ninguna foto elegida';
export const photoCount = (count: number): string =>
  plural('es', count, { one: `${count} foto`, other: `${count} fotos`, many: `${count} de fotos` });
export const removePhoto = 'Quitar las fotos';
export const notAPicture = 'El archivo que elegiste no es una imagen';
export const photosCouldNotBeRead = 'No se pudieron leer tus fotos. Vuelve a elegirlas.';

// Los enlaces.
export const mediaLinks = 'Enlaces a tus actuaciones';
export const mediaLinkNumber = (number: number): string => `Enlace ${number}`;
export const addLink = 'Añadir enlace';
export const removeMediaLink = (number: number): string => `Quitar el enlace ${number}`;
export const remove = 'Quitar';
