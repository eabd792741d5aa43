import type { z } from 'zod';

/**
 * Who may call an endpoint. Member-only unless a description says otherwise: a route is never public because someone
 * forgot to guard it. `admin-or-api-token` also admits an admin's API token (the CSV import).
 */
export type EndpointAccess = 'public' | 'member' | 'admin' | 'admin-or-api-token';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an endpoint description states: its address, who may call it, what it takes and what it answers. */
export interface EndpointSpec {
  method: EndpointMethod;
  /** Fastify's path syntax: `/api/users/:id`. */
  path: string;
  access?: EndpointAccess;
  /** What a member who is not an admin is told by an admin endpoint ("Only admins can …"). */
  adminOnly?: string;
  summary: string;
  tags: readonly string[];
  /** The body's media types when not JSON (a photo upload is multipart/form-data: its handler reads the parts). */
  consumes?: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The status of a success: 200 unless the description says 201 (created), 202 (accepted: finished by a later
   * request, as a sign-up by its SMS code), 204 (done, nothing to answer) or 302 (a link followed from an e-mail,
   * answered by sending the browser to a page).
   */
  status?: 200 | 201 | 202 | 204 | 302;
  /**
   * The media types of an answer that is not JSON (a photo, a download, an event stream): its handler sends the bytes
   * itself, and the response schema describes them for the OpenAPI document.
   */
  produces?: readonly string[];
  /**
   * The answer of a success: the API serialises through it, so a field it does not name never leaves. z.void() with
   * status 204 or 302.
   */
  response: z.ZodType;
}

export type Endpoint<S extends EndpointSpec> = S & {
  access: S['access'] extends EndpointAccess ? S['access'] : 'member';
};

/** Any described endpoint, whoever may call it. */
export type AnyEndpoint = EndpointSpec & { access: EndpointAccess };

/** An endpoint description, member-only unless it says `access`. */
export function defineEndpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  return { ...spec, access: spec.access ?? 'member' } as Endpoint<S>;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The path parameters, query and body a caller sends (after the schemas' defaults). */
export type EndpointInput<E extends EndpointSpec> = {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
};

/** What a success answers, as the caller receives it. */
export type EndpointResponse<E extends EndpointSpec> = z.output<E['response']>;

/** What a handler may give the serialiser: the response schema's input (it strips what the schema does not name). */
export type EndpointReply<E extends EndpointSpec> = z.input<E['response']>;
