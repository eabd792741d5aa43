const CM_PER_INCH = 2.54;

/** A height as Indian families say it, feet and inches, with centimetres: 163 → 5′ 4″ (163 cm). */
export function formatHeight(cm: number): string {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(totalInches / 12)}′ ${totalInches % 12}″ (${cm} cm)`;
}

/** Heights to choose from, one per inch between two bounds in centimetres, as centimetre values. */
export function heightChoices(minCm: number, maxCm: number): number[] {
  const first = Math.ceil(minCm / CM_PER_INCH);
  const last = Math.floor(maxCm / CM_PER_INCH);
  return Array.from({ length: last - first + 1 }, (_, i) => Math.round((first + i) * CM_PER_INCH));
}
