import { useMediaQuery } from '@mantine/hooks';

/** docs/spec.md section 9: up to 991.98 px the brand link stays in the tab; wider, it opens a new one. */
export const MOBILE_MAX_WIDTH_PX = 991.98;

export function useBrandLinkTarget(): '_self' | '_blank' {
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`, true, { getInitialValueInEffect: true });
  return isMobile ? '_self' : '_blank';
}
