// The venue's website settings (header look, menus, SEO) once the session knows the venue id.
// The SEO part is stored as venueSEOSettings, where the page head reads it.
import { useCallback, useEffect, useState } from 'react';
import type { WebsiteSettings } from '@venue/core/content/website-settings.schema';
import { content, storage } from '../app/services';

export type WebsiteSettingsState =
  | { readonly status: 'waiting' | 'loading' }
  | { readonly status: 'ready'; readonly settings: WebsiteSettings }
  | { readonly status: 'failed' };

/** `loaded`: the settings the server already read for the first page; they are not fetched again. */
export function useWebsiteSettings(
  venueId: string | null,
  loaded: WebsiteSettings | null,
): { readonly state: WebsiteSettingsState; readonly retry: () => void } {
  const [state, setState] = useState<WebsiteSettingsState>(loaded ? { status: 'ready', settings: loaded } : { status: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (venueId === null) return;
    if (attempt === 0 && loaded && loaded._id === venueId) {
      storage.set('venueSEOSettings', JSON.stringify(loaded.seo));
      // The same settings as in the first render: no new state, so nothing re-renders.
      setState((now) => (now.status === 'ready' && now.settings === loaded ? now : { status: 'ready', settings: loaded }));
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    void content.websiteSettings(venueId).then((result) => {
      if (!live) return;
      if (result.ok) {
        storage.set('venueSEOSettings', JSON.stringify(result.value.seo));
        setState({ status: 'ready', settings: result.value });
      } else {
        setState({ status: 'failed' });
      }
    });
    return () => {
      live = false;
    };
  }, [venueId, attempt, loaded]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
