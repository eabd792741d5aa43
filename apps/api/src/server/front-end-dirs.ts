import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Brand } from '@matri/contracts';
import type { FrontEndsOptions } from '../plugins/app/front-ends';

/** The brand's built front ends (FRONT_END_DIR/<app>/<brand>), or null when they are not built: the API then runs alone. */
export function frontEndDirs(frontEndDir: string, brand: Brand): FrontEndsOptions | null {
  const siteDir = path.resolve(frontEndDir, 'site', brand.id);
  const membersDir = path.resolve(frontEndDir, 'members', brand.id);
  return existsSync(siteDir) && existsSync(membersDir) ? { siteDir, membersDir } : null;
}
