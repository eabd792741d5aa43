import type { Brand } from '@matri/contracts';

export const brand: Brand = __BRAND__;
