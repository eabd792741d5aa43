import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints, type PartnerPreferences, type PartnerPreferencesAnswer } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { profileKeys } from '../query/query-keys';

export function getPartnerPreferences(http: Http): Promise<PartnerPreferencesAnswer> {
  return callEndpoint(http, profileEndpoints.partnerPreferences);
}

export function partnerPreferencesQueryOptions(http: Http) {
  return queryOptions({ queryKey: profileKeys.partnerPreferences(), queryFn: () => getPartnerPreferences(http) });
}

export function usePartnerPreferences(http: Http) {
  return useQuery(partnerPreferencesQueryOptions(http));
}

export function savePartnerPreferences(http: Http, preferences: PartnerPreferences): Promise<PartnerPreferencesAnswer> {
  return callEndpoint(http, profileEndpoints.savePartnerPreferences, { body: preferences });
}
