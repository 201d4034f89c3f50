import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { scheduleContext } from '../../../../../shared/schedule';
import { readAdminToken } from '../../../lib/api';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { venueHours } from '../../../lib/venue';
import { readAhead, readsStaffData } from './plan';
import { PUBLIC_READS } from './public-reads';

/**
 * Reads ahead what the next screen will want, as eagerly as the hour calls for (./plan.ts). A
 * failed read ahead is silent: the screen that needs the data asks again and shows its own state.
 */
export function useSchedulePrefetch(): void {
  const queryClient = useQueryClient();
  const [path] = useLocation();

  useEffect(() => {
    const context = scheduleContext(new Date(), venueHours(queryClient));
    const { delayMs, staleMs, publicReads } = readAhead(context);
    const staffData = readsStaffData(context, {
      path,
      signedIn: readAdminToken() !== null,
      dragLockStored: localStorage.getItem(STORAGE_KEYS.adminDragLocked) !== null,
    });
    const timer = window.setTimeout(() => {
      for (const read of publicReads) void queryClient.prefetchQuery({ ...PUBLIC_READS[read], staleTime: staleMs });
      // The staff reads live in the dashboard's chunk, so a diner's phone never downloads them.
      if (staffData) void import('../../staff/kit/prefetch-day').then(({ prefetchDay }) => prefetchDay(queryClient, staleMs));
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [path, queryClient]);
}
