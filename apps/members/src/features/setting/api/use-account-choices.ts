import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys, setProfileHidden, updateNotifications } from '@matri/api-client';
import type { NotificationSettings } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** The e-mails the member wants, and hiding the profile; the own profile follows either. */
export function useAccountChoices() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.own() });
  const notifications = useMutation({
    mutationFn: (settings: NotificationSettings) => updateNotifications(http, settings),
    onSuccess: refresh,
  });
  const hiding = useMutation({
    mutationFn: (isHidden: boolean) => setProfileHidden(http, isHidden),
    onSuccess: refresh,
  });
  return { notifications, hiding };
}
