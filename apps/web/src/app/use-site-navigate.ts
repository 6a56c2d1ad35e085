// Navigation for machines (their `navigate` action): the same rules as a SiteLink, so ref and PID
// travel with the guest and legacy paths resolve.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { siteHref } from '../routing/site-href';

export function useSiteNavigate(): (to: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}${location.hash}`;
  return useCallback((to: string) => void navigate(siteHref(current, to)), [navigate, current]);
}
