export const yourInvoice = 'Tu factura';
export const downloadPdf = 'Descargar PDF';
export const openInNewTab = 'Abrir en una pestaña nueva';
export const invoiceNamed = (file: string): string => `Factura ${file}`;
