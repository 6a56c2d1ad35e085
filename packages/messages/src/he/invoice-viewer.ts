export const yourInvoice = 'החשבונית שלכם';
export const downloadPdf = 'הורדת PDF';
export const openInNewTab = 'פתיחה בלשונית חדשה';
export const invoiceNamed = (file: string): string => `חשבונית ${file}`;
