import { Trans } from '@lingui/react/macro';
import { useBrand } from '../brand/brand-context';

/** The footers' copyright line, one for the public site and the member area, for the year it is read in. */
export function CopyrightNotice() {
  const brandName = useBrand().name;
  const year = new Date().getFullYear();
  return (
    <Trans>
      © {year} {brandName}. All rights reserved.
    </Trans>
  );
}
