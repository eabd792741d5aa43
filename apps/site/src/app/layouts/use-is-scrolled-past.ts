import { useEffect, useState } from 'react';

/** docs/spec.md section 9: the header takes its fixed look once the page is scrolled more than 200 px. */
export const HEADER_FIXED_THRESHOLD_PX = 200;

export function useIsScrolledPast(threshold: number = HEADER_FIXED_THRESHOLD_PX): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isPast;
}
