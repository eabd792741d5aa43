/**
 * A value already written as JSON text, typed by what it holds: a large body made in a worker (thousands of import
 * rows) crosses to the page as one string and is sent as it is, still checked against the endpoint's body type.
 */
export type JsonText<T> = string & { readonly jsonOf: T };

export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}
