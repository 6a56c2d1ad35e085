// The language this catalog is written in: a build of the site is in one language (docs/architecture.md#languages).
export const LANGUAGE = 'en';
