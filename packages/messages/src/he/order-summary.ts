export const subtotal = 'סכום ביניים';
export const tax = (rate: string | null): string => (rate === null ? 'מע״מ' : `מע״מ (${rate})`);
export const serviceCharge = (rate: string | null): string => (rate === null ? 'דמי שירות' : `דמי שירות (${rate})`);
export const discount = (rate: string | null): string => (rate === null ? 'הנחה' : `הנחה (${rate})`);
export const promoterDiscount = 'הנחת יחצ״ן';
export const total = 'סה״כ';
export const taxAtVenue = (rate: string): string => `מע״מ (${rate}) לתשלום במקום`;
export const serviceAtVenue = (rate: string): string => `דמי שירות (${rate}) לתשלום במקום`;
export const dueNow = 'לתשלום עכשיו';
export const depositDueNow = 'מקדמה לתשלום עכשיו';
export const paid = 'שולם';
export const depositPaid = 'מקדמה ששולמה';
export const toPayAtVenue = 'לתשלום במקום';

export const restWithChargesAtVenue = 'יתרת הסכום, כולל מע״מ ודמי שירות, משולמת במקום.';
export const restAtVenue = 'יתרת הסכום משולמת במקום.';
export const chargesAtVenue = 'המע״מ ודמי השירות משולמים במקום.';
