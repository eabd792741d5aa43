import { queryOptions } from '@tanstack/react-query';
import type { MembershipJson, Plan } from '@matri/contracts';
import type { Http } from '../http/create-http-client';
import { membershipKeys } from '../query/query-keys';

export function plansQueryOptions(http: Http) {
  return queryOptions({ queryKey: membershipKeys.plans(), queryFn: () => http.get<Plan[]>('/api/plans') });
}

export function membershipQueryOptions(http: Http) {
  return queryOptions({ queryKey: membershipKeys.mine(), queryFn: () => http.get<MembershipJson>('/api/users/me/membership') });
}
