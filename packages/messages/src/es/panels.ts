export const tryAgain = 'Reintentar';
export const tryingAgain = 'Reintentando…';
export const pageCouldNotLoad = 'No se pudo cargar esta página';
export const formCouldNotLoad = 'No se pudo cargar este formulario';
export const couldNotReachVenue = 'No pudimos conectar con el local. Revisa tu conexión e inténtalo de nuevo.';
