// Folders of the site whose words are still written into their JSX, being moved into the catalogs
// (packages/messages). A folder leaves this list when its last word has moved; the list then goes.
export const i18nPending = [
  'apps/web/src/app',
  'apps/web/src/server',
];
