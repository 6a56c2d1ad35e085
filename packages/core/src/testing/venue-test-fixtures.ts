// A venue's address in parts, its telephone and its zone, as general-info gives them, for the tests of
// the rules that read them (structured data, the venue's day, decoding).
export const postalAddress = {
  streetAddress: '214 Mercer Lane',
  addressLocality: 'Brooklyn',
  addressRegion: 'NY',
  postalCode: '11211',
  addressCountry: 'US',
} as const;

export const venuePhone = '+1-718-555-0142';
export const venueTimeZone = 'America/New_York';
