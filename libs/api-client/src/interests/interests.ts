import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  interestEndpoints,
  type InterestAnswer,
  type InterestBox,
  type InterestJson,
  type InterestStateJson,
  type SendInterest,
} from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { interestKeys } from '../query/query-keys';

export function listInterests(http: Http, box: InterestBox): Promise<InterestJson[]> {
  return callEndpoint(http, interestEndpoints.list, { query: { box } });
}

export function interestsQueryOptions(http: Http, box: InterestBox) {
  return queryOptions({ queryKey: interestKeys.box(box), queryFn: () => listInterests(http, box) });
}

export function useInterests(http: Http, box: InterestBox) {
  return useQuery(interestsQueryOptions(http, box));
}

export function sendInterest(http: Http, body: SendInterest): Promise<InterestStateJson> {
  return callEndpoint(http, interestEndpoints.send, { body });
}

export function answerInterest(http: Http, id: number, answer: InterestAnswer): Promise<InterestStateJson> {
  return callEndpoint(http, interestEndpoints.answer, { params: { id, answer } });
}
