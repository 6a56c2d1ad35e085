// Imported first by each entry point: React's production build for the whole process unless the process asked
// for another. Both the site's renderer and the mail templates load React; set later (when the renderer first
// loads), the templates would already have loaded the development build and the two would not work together.
import type { Env } from '../config/env';

const givenNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV ??= 'production';

/** The environment as the process was started with it: NODE_ENV still says whether this is production. */
export const environmentAsGiven = (): Env => ({ ...process.env, NODE_ENV: givenNodeEnv });
