// Imported first by each entry point: React's production build for the whole process unless the process asked
// for another. Both the site's renderer and the mail templates load React; set later (when the renderer first
// loads), the templates would already have loaded the development build and the two would not work together.
process.env.NODE_ENV ??= 'production';
