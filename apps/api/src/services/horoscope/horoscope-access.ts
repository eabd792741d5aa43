import type { HoroscopeVisibility } from '@matri/contracts';
import { isPhotoShownTo } from '../photos/photo-access';

/** Horoscope details have the audiences photos have, and the same rule for who is in them. */
export function isHoroscopeShownTo(
  visibility: HoroscopeVisibility,
  viewer: { isOwner: boolean; isAdmin: boolean; isConnected: boolean },
): boolean {
  return isPhotoShownTo(visibility, viewer);
}
