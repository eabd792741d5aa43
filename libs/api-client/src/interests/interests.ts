import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterestBox, InterestJson, SendInterest } from '@matri/contracts';
import type { Http } from '../http/create-http-client';
import { interestKeys } from '../query/query-keys';

export function listInterests(http: Http, box: InterestBox): Promise<InterestJson[]> {
  return http.get<InterestJson[]>('/api/interests', { params: { box } });
}

export function interestsQueryOptions(http: Http, box: InterestBox) {
  return queryOptions({ queryKey: interestKeys.box(box), queryFn: () => listInterests(http, box) });
}

export function useInterests(http: Http, box: InterestBox) {
  return useQuery(interestsQueryOptions(http, box));
}

export function sendInterest(http: Http, body: SendInterest): Promise<{ id: number; status: string }> {
  return http.post<{ id: number; status: string }>('/api/interests', body);
}

export function answerInterest(http: Http, id: number, answer: 'accept' | 'decline' | 'withdraw'): Promise<{ id: number; status: string }> {
  return http.post<{ id: number; status: string }>(`/api/interests/${id}/${answer}`);
}
