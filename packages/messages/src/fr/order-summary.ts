export const subtotal = 'Sous-total';
export const tax = (rate: string | null): string => (rate === null ? 'Taxes' : `Taxes (${rate})`);
export const serviceCharge = (rate: string | null): string => (rate === null ? 'Service' : `Service (${rate})`);
export const discount = (rate: string | null): string => (rate === null ? 'Remise' : `Remise (${rate})`);
export const promoterDiscount = 'REMISE PROMOTEUR';
export const total = 'Total';
export const taxAtVenue = (rate: string): string => `Taxes (${rate}) réglées sur place`;
export const serviceAtVenue = (rate: string): string => `Service (${rate}) réglé sur place`;
export const dueNow = 'À régler maintenant';
export const depositDueNow = 'Acompte à régler maintenant';
export const paid = 'Réglé';
export const depositPaid = 'Acompte réglé';
export const toPayAtVenue = 'À régler sur place';

export const restWithChargesAtVenue = 'Le reste de votre total, taxes et service compris, se règle sur place.';
export const restAtVenue = 'Le reste de votre total se règle sur place.';
export const chargesAtVenue = 'Les taxes et le service se règlent sur place.';
