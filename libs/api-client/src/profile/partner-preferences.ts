import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerPreferences, PartnerPreferencesAnswer } from '@matri/contracts';
import type { Http } from '../http/create-http-client';
import { profileKeys } from '../query/query-keys';

export function getPartnerPreferences(http: Http): Promise<PartnerPreferencesAnswer> {
  return http.get<PartnerPreferencesAnswer>('/api/users/me/partner-preferences');
}

export function partnerPreferencesQueryOptions(http: Http) {
  return queryOptions({ queryKey: profileKeys.partnerPreferences(), queryFn: () => getPartnerPreferences(http) });
}

export function usePartnerPreferences(http: Http) {
  return useQuery(partnerPreferencesQueryOptions(http));
}

export function savePartnerPreferences(http: Http, preferences: PartnerPreferences): Promise<PartnerPreferencesAnswer> {
  return http.put<PartnerPreferencesAnswer>('/api/users/me/partner-preferences', preferences);
}
