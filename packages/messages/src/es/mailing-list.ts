// Donde te suscribes a la lista de correo (docs/product.md#mailing-list): la ventana de recompensas y la casilla de los
// pagos y del formulario de artistas. El backend guarda estas palabras con cada alta como el consentimiento dado.
export const rewardsSignupTitle = 'Únete a nuestro club de recompensas';
export const rewardsSignupIntro = 'Entérate antes que nadie de las nuevas noches, las listas de invitados y los regalos de cumpleaños.';
export const rewardsSignupButton = 'Quiero apuntarme';
export const subscribeToMailingList = 'Suscribirme a la lista de correo';
export const thankYou = 'Gracias';
