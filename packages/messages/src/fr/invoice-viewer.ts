export const yourInvoice = 'Votre facture';
export const downloadPdf = 'Télécharger le PDF';
export const openInNewTab = 'Ouvrir dans un nouvel onglet';
export const invoiceNamed = (file: string): string => `Facture ${file}`;
