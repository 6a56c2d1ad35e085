// The language speech is recognised in for a voice message (docs/product.md#voice-recording): the guest's, with the
// region a recogniser needs. English keeps the product brief's en-IN; a tag with its own region is taken as it is.
const withRegion: Readonly<Record<string, string>> = { en: 'en-IN', fr: 'fr-FR', es: 'es-ES', he: 'he-IL' };

export function recognitionLanguage(siteLanguage: string): string {
  const [base = '', region] = siteLanguage.split('-');
  // The pseudo-language (en-XA) is English for the recogniser.
  if (region !== undefined && region.toUpperCase() !== 'XA') return siteLanguage;
  return withRegion[base.toLowerCase()] ?? siteLanguage;
}
