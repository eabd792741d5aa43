import { publicEndpoints, type Contact } from '@matri/contracts';
import { callEndpoint } from '../http/call-endpoint';
import type { Http } from '../http/create-http-client';

export function sendContactMessage(http: Http, body: Contact): Promise<{ ok: true }> {
  return callEndpoint(http, publicEndpoints.contact, { body });
}
