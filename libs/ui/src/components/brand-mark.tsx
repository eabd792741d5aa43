import { useBrand } from '../brand/brand-context';

/** Two joined rings in the brand colour, followed by the brand name. */
export function BrandMark({ size = 28 }: { size?: number }) {
  const brand = useBrand();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 700, fontSize: '1.2rem' }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="12" cy="16" r="8" fill="none" stroke={brand.primaryColour[7]} strokeWidth="3" />
        <circle cx="20" cy="16" r="8" fill="none" stroke={brand.primaryColour[5]} strokeWidth="3" />
      </svg>
      <span>{brand.name}</span>
    </span>
  );
}
