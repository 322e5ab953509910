/**
 * The Google tag as the platform configures it (analytics.gtagId of the permission call, decision 027):
 * nothing at all without a valid id; with one, the tag's chunk loads once the first screen is in and
 * sends a page_view for each page of the single-page app.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { analyticsTagId } from '../../api/system.contract.ts';
import { useSystemStatus } from '../../api/system.ts';
import { useAfterFirstScreen } from './use-after-first-screen.ts';

export function Analytics(): null {
  const id = analyticsTagId(useSystemStatus().data);
  const after = useAfterFirstScreen();
  const { pathname } = useLocation();
  useEffect(() => {
    // A tag that fails to load only costs the statistics.
    if (id && after)
      void import('./gtag.ts').then(
        (gtag) => gtag.pageView(id, pathname),
        () => undefined,
      );
  }, [id, after, pathname]);
  return null;
}
