import { createApiRuntime } from '@matri/api-client';
import { getJwt } from '@matri/auth-gate';
import { resolveBrand } from '@matri/contracts';

export const brand = resolveBrand(__BRAND_ID__);

export const { config: runtimeConfig, http } = createApiRuntime(__API_BASE_URL__, getJwt);
