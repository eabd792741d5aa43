import { queryOptions } from '@tanstack/react-query';
import { adminEndpoints } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { adminKeys } from '../query/query-keys';

/** Demo mode: the messages kept instead of sent (admins only). */
export function outboxQueryOptions(http: Http) {
  return queryOptions({ queryKey: adminKeys.outbox(), queryFn: () => callEndpoint(http, adminEndpoints.outbox) });
}
