import { queryOptions } from '@tanstack/react-query';
import {
  photoEndpoints,
  type PhotoDecision,
  type PhotoDecisionOutcome,
  type PhotoRejectionReason,
} from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { photoDeskKeys } from '../query/query-keys';

/** The photos waiting for an admin, oldest first. */
export function photoDeskQueryOptions(http: Http) {
  return queryOptions({
    queryKey: photoDeskKeys.queue(),
    queryFn: () => callEndpoint(http, photoEndpoints.reviewQueue),
  });
}

/** Approves a photo, or rejects it with a reason from the list (the member is told it). */
export function decidePhoto(
  http: Http,
  photoId: number,
  decision: PhotoDecision,
  reason?: PhotoRejectionReason,
): Promise<PhotoDecisionOutcome> {
  return callEndpoint(http, photoEndpoints.decide, {
    params: { photoId, decision },
    body: decision === 'reject' ? { reason } : {},
  });
}
