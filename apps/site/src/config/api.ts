import { createApiRuntime } from '@matri/api-client';
import { getJwt } from '@matri/auth-gate';

/** The validated API config and the one HTTP client, loaded with the first part of the page that calls the API. */
export const { config: runtimeConfig, http } = createApiRuntime(__API_BASE_URL__, getJwt);
