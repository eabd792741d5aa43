import { queryOptions } from '@tanstack/react-query';
import type { OutboxMessageJson } from '@matri/contracts';
import type { Http } from '../http/create-http-client';
import { adminKeys } from '../query/query-keys';

/** Demo mode: the messages kept instead of sent (admins only). */
export function outboxQueryOptions(http: Http) {
  return queryOptions({ queryKey: adminKeys.outbox(), queryFn: () => http.get<OutboxMessageJson[]>('/api/admin/outbox') });
}
