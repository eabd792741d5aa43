import { queryOptions } from '@tanstack/react-query';
import type { Report, ReportJson, ReportStatus } from '@matri/contracts';
import type { Http } from '../http/create-http-client';
import { reportKeys } from '../query/query-keys';

export function reportMember(http: Http, body: Report): Promise<{ id: number }> {
  return http.post<{ id: number }>('/api/reports', body);
}

export function reportsQueryOptions(http: Http, status: ReportStatus) {
  return queryOptions({ queryKey: reportKeys.queue(status), queryFn: () => http.get<ReportJson[]>('/api/admin/reports', { params: { status } }) });
}

export function resolveReport(http: Http, id: number, action: 'suspend' | 'dismiss'): Promise<unknown> {
  return http.post(`/api/admin/reports/${id}/${action}`);
}
