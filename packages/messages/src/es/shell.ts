export const explore = 'Descubre';
export const openingHours = 'Horario';
export const visitUs = 'Cómo llegar';
export const openInMaps = 'Ver en el mapa';
export const theVenue = 'El local';
export const allRightsReserved = <T>(year: number, venue: T): (string | T)[] => [`© ${year} `, venue, '. Todos los derechos reservados.'];
export const notFoundTitle = 'No encontramos esta página';
export const notFoundMessage = 'Puede que la hayan movido o retirado. Échale un vistazo a lo que hay en cartelera.';
export const venueAnsweredOddly = 'El local no respondió como esperábamos. Inténtalo de nuevo en un momento.';
export const venueUnreachable = 'No pudimos conectar con el local. Inténtalo de nuevo en un momento.';
export const somethingWentWrong = 'Algo salió mal';
export const reloadUsuallyFixes = 'Normalmente se arregla recargando la página.';

/** The root layout's skip link and the progress bar of a navigation (app/root-layout.tsx). */
export const skipToContent = 'Ir al contenido';
export const loadingPage = 'Cargando la página';
