import { createApiRuntime } from '@matri/api-client';
import { getJwt } from '@matri/auth-gate';
import type { Brand } from '@matri/contracts';

export const brand: Brand = __BRAND__;

export const { config: runtimeConfig, http } = createApiRuntime(__API_BASE_URL__, getJwt);
