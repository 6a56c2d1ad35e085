// Navigation a machine asks for (injected with `.provide`), resolved like every SiteLink: core's
// redirects, and ref and PID carried over from the page the guest is on. The function keeps its
// identity, so logic built with it once stays valid.
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { siteHref } from './site-href';

export function useSiteNavigate(): (href: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef('');
  current.current = `${location.pathname}${location.search}${location.hash}`;
  const latest = useRef(navigate);
  latest.current = navigate;
  return useCallback((href: string) => void latest.current(siteHref(current.current, href)), []);
}
