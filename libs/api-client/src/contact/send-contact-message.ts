import type { Contact } from '@matri/contracts';
import type { Http } from '../http/create-http-client';

export function sendContactMessage(http: Http, body: Contact): Promise<{ ok: true }> {
  return http.post<{ ok: true }>('/api/contact', body);
}
