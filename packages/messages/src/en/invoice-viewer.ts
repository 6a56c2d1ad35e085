// An order's invoice shown in the page (apps/web/src/pages/pdf-viewer).
export const yourInvoice = 'Your invoice';
export const downloadPdf = 'Download PDF';
export const openInNewTab = 'Open in a new tab';
export const invoiceNamed = (file: string): string => `Invoice ${file}`;
