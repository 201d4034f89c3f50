import { fetchEventSource } from '@microsoft/fetch-event-source';
import { useEffect, useState } from 'react';
import { LIVE_EVENT_NAME, type LiveEvent } from '../../../../../shared/live-events';
import { readAdminToken } from '../../../lib/api';
import { onLiveEvent } from '../../../lib/changes';
import { queryClient } from '../../../lib/query-client';
import { reloadWhenServerIsBack } from '../../../lib/server-back';
import { useAuth } from '../../../stores/auth';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** How long to wait before trying the stream again after it drops. */
const RETRY_MS = 2_000;

class SessionEnded extends Error {}

/**
 * Keeps the staff stream of live changes open while the dashboard is shown, refreshing what each
 * change makes stale. The reader sends the bearer token as a header (EventSource cannot), keeps the
 * stream open while the kiosk window is hidden, and comes back by itself after a drop.
 */
export function useLiveUpdates(): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const checkStatus = useAuth((auth) => auth.checkStatus);

  useEffect(() => {
    const abort = new AbortController();
    let dropped = false;
    void fetchEventSource('/api/admin/events', {
      signal: abort.signal,
      openWhenHidden: true,
      headers: { Authorization: `Bearer ${readAdminToken() ?? ''}` },
      async onopen(response) {
        if (response.status === 401) throw new SessionEnded();
        if (!response.ok) throw new Error(`stream answered ${response.status}`);
        // Changes made while the stream was down were never heard: everything is read again.
        if (dropped) void queryClient.invalidateQueries();
        setState('live');
      },
      onmessage(message) {
        if (message.event !== LIVE_EVENT_NAME) return;
        const event = JSON.parse(message.data) as LiveEvent;
        if (event.kind === 'backup-restored') void reloadWhenServerIsBack();
        else void onLiveEvent(queryClient, event);
      },
      onerror(error) {
        // A dead session is not retried: the status check signs the screen out.
        if (error instanceof SessionEnded) throw error;
        dropped = true;
        setState('reconnecting');
        return RETRY_MS;
      },
      onclose() {
        // The server ended the stream (it is restarting): try again like after a drop.
        setState('reconnecting');
        throw new Error('stream closed');
      },
    }).catch((error: unknown) => {
      if (error instanceof SessionEnded) void checkStatus();
    });
    return () => abort.abort();
  }, [checkStatus]);

  return state;
}
