export const promoterWon = <T>(discount: T, total: T): (string | T)[] => [
  '¡Enhorabuena! Ganaste un descuento de ',
  discount,
  '. Nuevo total: ',
  total,
];
