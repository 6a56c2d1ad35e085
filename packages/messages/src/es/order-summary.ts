export const subtotal = 'Subtotal';
export const tax = (rate: string | null): string => (rate === null ? 'Impuestos' : `Impuestos (${rate})`);
export const serviceCharge = (rate: string | null): string => (rate === null ? 'Servicio' : `Servicio (${rate})`);
export const discount = (rate: string | null): string => (rate === null ? 'Descuento' : `Descuento (${rate})`);
export const promoterDiscount = 'DESCUENTO DE PROMOTOR';
export const total = 'Total';
export const taxAtVenue = (rate: string): string => `Impuestos (${rate}) a pagar en el local`;
export const serviceAtVenue = (rate: string): string => `Servicio (${rate}) a pagar en el local`;
export const dueNow = 'A pagar ahora';
export const depositDueNow = 'Depósito a pagar ahora';
export const paid = 'Pagado';
export const depositPaid = 'Depósito pagado';
export const toPayAtVenue = 'A pagar en el local';

export const restWithChargesAtVenue = 'El resto del total, con impuestos y servicio incluidos, se paga en el local.';
export const restAtVenue = 'El resto del total se paga en el local.';
export const chargesAtVenue = 'Los impuestos y el servicio se pagan en el local.';
