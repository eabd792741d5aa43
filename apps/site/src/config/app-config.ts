import { resolveBrand } from '@matri/contracts';

export const brand = resolveBrand(__BRAND_ID__);
