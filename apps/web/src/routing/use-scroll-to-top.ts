import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollToTopDuration } from '@venue/core/routing/scroll-to-top';
import { prefersReducedMotion, scrollToTop } from './scroll-to-top';

/** Scrolls to the top after every navigation: 700 ms when the page changes, 800 ms otherwise. */
export function useScrollToTopOnNavigation(): void {
  const location = useLocation();
  const previousPath = useRef<string | null>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
    } else {
      scrollToTop(scrollToTopDuration(previousPath.current, location.pathname, prefersReducedMotion()));
    }
    previousPath.current = location.pathname;
  }, [location.key, location.pathname]);
}
