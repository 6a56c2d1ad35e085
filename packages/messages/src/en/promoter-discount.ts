// The popup of a valid promoter code, on the bottle and ticket checkouts (the product brief's words).

export const promoterWon = <T>(discount: T, total: T): (string | T)[] => [
  'Congratulation ... You WON ',
  discount,
  ' Discount, Total Amount Is : ',
  total,
];
