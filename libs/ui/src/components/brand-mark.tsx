import { useBrand } from '../brand/brand-context';
import classes from './brand-mark.module.css';

/**
 * Two joined rings in the brand colour, followed by the brand name; `isCompactOnPhones` keeps only the rings on a small
 * phone (the name is still read out), where a bar of controls needs the room.
 */
export function BrandMark({ size = 26, isCompactOnPhones = false }: { size?: number; isCompactOnPhones?: boolean }) {
  const brand = useBrand();
  return (
    <span className={classes.mark} data-compact={isCompactOnPhones || undefined}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="12" cy="16" r="8" fill="none" stroke={brand.primaryColour[7]} strokeWidth="3" />
        <circle cx="20" cy="16" r="8" fill="none" stroke={brand.primaryColour[5]} strokeWidth="3" />
      </svg>
      <span className={classes.name}>{brand.name}</span>
    </span>
  );
}
