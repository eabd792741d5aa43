import type { EndpointSpec } from './define-endpoint';

type PathParams = Record<string, string | number>;

/**
 * The address of a call: the description's path with each `:name` replaced by its value (encoded, so a value can never
 * reach another path), then the query's set values. A missing value is a programming error, raised at once.
 */
export function endpointUrl(
  endpoint: Pick<EndpointSpec, 'path'>,
  params?: PathParams,
  query?: Record<string, unknown>,
): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of [value].flat()) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
