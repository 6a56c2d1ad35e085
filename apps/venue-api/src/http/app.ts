import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { mountSite } from './site';

export interface AppOptions {
  /** Folder of the built web app; omitted when only the API is served (tests). */
  readonly webRoot?: string;
}

export function createApp(options: AppOptions = {}): Hono {
  const app = new Hono();
  app.use('*', compress());
  const api = new Hono();
  api.get('/health', (c) => c.json({ status: 'ok' }));
  app.route('/venue-api', api);
  app.all('/venue-api/*', (c) => c.json({ error: 'not_found', message: 'No such API endpoint.' }, 404));
  if (options.webRoot) mountSite(app, options.webRoot);
  return app;
}
