export const highlights = 'Destacados';
export const close = 'Cerrar';
export const rewardsTitle = 'Recompensas y listas de invitados';
export const rewardsIntro =
  'Únete a nuestra lista de correo y consigue entradas antes que nadie, sitio en la lista de invitados y un detalle en la semana de tu cumpleaños.';
export const joinRewards = 'Únete a nuestras recompensas';
