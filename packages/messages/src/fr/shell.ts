export const explore = 'Découvrir';
export const openingHours = 'Horaires d’ouverture';
export const visitUs = 'Nous trouver';
export const openInMaps = 'Voir sur la carte';
export const theVenue = 'L’établissement';
export const allRightsReserved = <T>(year: number, venue: T): (string | T)[] => [`© ${year} `, venue, '. Tous droits réservés.'];
export const notFoundTitle = 'Page introuvable';
export const notFoundMessage = 'Elle a peut-être été déplacée ou retirée. Jetez plutôt un œil à ce qui se passe en ce moment.';
export const venueAnsweredOddly = 'L’établissement n’a pas répondu comme prévu. Réessayez dans un instant.';
export const venueUnreachable = 'Impossible de joindre l’établissement. Réessayez dans un instant.';
export const somethingWentWrong = 'Un problème est survenu';
export const reloadUsuallyFixes = 'Recharger la page suffit généralement.';

/** The root layout's skip link and the progress bar of a navigation (app/root-layout.tsx). */
export const skipToContent = 'Aller au contenu';
export const loadingPage = 'Chargement de la page';
