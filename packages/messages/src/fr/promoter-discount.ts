export const promoterWon = <T>(discount: T, total: T): (string | T)[] => [
  'Félicitations\u00a0! Vous avez gagné une remise de ',
  discount,
  '. Nouveau total\u00a0: ',
  total,
];
