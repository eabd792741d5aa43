import { queryOptions } from '@tanstack/react-query';
import { verificationEndpoints, type IdCheckOutcome, type IdVerificationDecision } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';
import { verificationKeys } from '../query/query-keys';

export function verificationStatusQueryOptions(http: Http) {
  return queryOptions({
    queryKey: verificationKeys.status(),
    queryFn: () => callEndpoint(http, verificationEndpoints.status),
  });
}

/** The Secure QR's digits, as the browser read them from the member's photo. */
export function verifySecureQrText(http: Http, qrText: string): Promise<IdCheckOutcome> {
  return callEndpoint(http, verificationEndpoints.secureQr, { body: { qrText, consent: true } });
}

/** The photo itself, when the browser could not read the QR in it (the server tries harder). */
export function verifySecureQrImage(http: Http, image: Blob, fileName: string): Promise<IdCheckOutcome> {
  const body = new FormData();
  body.append('consent', 'true');
  body.append('qrImage', image, fileName);
  return callEndpoint(http, verificationEndpoints.secureQrImage, { body });
}

export function verifyOfflineEkyc(http: Http, zip: Blob, fileName: string, shareCode: string): Promise<IdCheckOutcome> {
  const body = new FormData();
  body.append('consent', 'true');
  body.append('shareCode', shareCode);
  body.append('ekycZip', zip, fileName);
  return callEndpoint(http, verificationEndpoints.offlineEkyc, { body });
}

/** The ID checks waiting for an admin, oldest first. */
export function idCheckQueueQueryOptions(http: Http) {
  return queryOptions({
    queryKey: verificationKeys.queue(),
    queryFn: () => callEndpoint(http, verificationEndpoints.queue),
  });
}

export function decideIdCheck(
  http: Http,
  id: number,
  decision: IdVerificationDecision,
  reason: string,
): Promise<IdCheckOutcome> {
  return callEndpoint(http, verificationEndpoints.decide, { params: { id, decision }, body: { reason } });
}
