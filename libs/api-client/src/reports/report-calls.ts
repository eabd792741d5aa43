import { queryOptions } from '@tanstack/react-query';
import {
  reportEndpoints,
  type Report,
  type ReportAction,
  type ReportReason,
  type ReportStatus,
} from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { reportKeys } from '../query/query-keys';

export function reportMember(http: Http, body: Report): Promise<{ id: number }> {
  return callEndpoint(http, reportEndpoints.file, { body });
}

export function reportsQueryOptions(http: Http, status: ReportStatus) {
  return queryOptions({
    queryKey: reportKeys.queue(status),
    queryFn: () => callEndpoint(http, reportEndpoints.queue, { query: { status } }),
  });
}

/** `reason`: for a suspension, the reason the member is told (the report's own when not given). */
export function resolveReport(
  http: Http,
  id: number,
  action: ReportAction,
  reason?: ReportReason,
): Promise<{ ok: true }> {
  return callEndpoint(http, reportEndpoints.resolve, { params: { id, action }, body: reason ? { reason } : undefined });
}
