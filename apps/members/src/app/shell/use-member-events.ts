import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followNotifications, messageKeys, notificationKeys } from '@matri/api-client';
import { getJwt } from '@matri/auth-gate';
import { runtimeConfig } from '../../config/app-config';

/**
 * One event stream per tab, for the whole member area: whenever something changes for the member, on whichever API
 * process, the bell, the Messages badge, the conversation list and an open conversation fetch again. A reconnect
 * fetches too, so nothing missed meanwhile stays missing, and a message is shown once (it comes from the server by id).
 */
export function useMemberEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = new AbortController();
    const onChange = () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    };
    void followNotifications({ baseURL: runtimeConfig.apiBaseUrl, getToken: getJwt, onChange, signal: stop.signal });
    return () => stop.abort();
  }, [queryClient]);
}
