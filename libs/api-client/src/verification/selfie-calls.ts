import { queryOptions } from '@tanstack/react-query';
import { verificationEndpoints, type SelfieCheckDecision, type SelfieCheckOutcome } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { verificationKeys } from '../query/query-keys';

/**
 * The selfie challenge's frames (JPEG), and the Secure QR text the member verified their ID with in this visit when
 * the page still holds it: the server compares the ID's photo then (it never keeps that photo, so it cannot later).
 */
export function verifySelfie(http: Http, frames: readonly Blob[], qrText: string | null): Promise<SelfieCheckOutcome> {
  const body = new FormData();
  if (qrText) body.append('qrText', qrText);
  frames.forEach((frame, index) => body.append('frame', frame, `frame-${index + 1}.jpg`));
  return callEndpoint(http, verificationEndpoints.selfie, { body });
}

/** The selfie checks waiting for an admin, oldest first, with each rule's score. */
export function selfieCheckQueueQueryOptions(http: Http) {
  return queryOptions({
    queryKey: verificationKeys.selfieQueue(),
    queryFn: () => callEndpoint(http, verificationEndpoints.selfieQueue),
  });
}

/** A kept frame of a held check, as a Blob (it needs the admin's session, so an <img> cannot fetch it itself). */
export function selfieFrame(http: Http, id: number, frame: number): Promise<Blob> {
  return callEndpoint(http, verificationEndpoints.selfieFrame, { params: { id, frame } });
}

export function decideSelfieCheck(
  http: Http,
  id: number,
  decision: SelfieCheckDecision,
  reason: string,
): Promise<SelfieCheckOutcome> {
  return callEndpoint(http, verificationEndpoints.decideSelfie, { params: { id, decision }, body: { reason } });
}
