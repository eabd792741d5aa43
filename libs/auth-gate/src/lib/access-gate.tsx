import { useEffect, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Language } from '@matri/contracts';
import { decideAccess, type PageFlags } from './access-rules';
import { getJwt } from './session-storage';

export interface AccessGateProps extends PageFlags {
  pathname: string;
  search: string;
  /** The reader's language: the login page opens in it ("/hi/login"). */
  language?: Language;
  children: ReactNode;
  /** How to leave for the login page; the default replaces the history entry. */
  redirect?: (to: string) => void;
}

function replaceLocation(to: string) {
  window.location.replace(to);
}

/**
 * Checked on every navigation: a protected page without a jwt shows 'Checking login…' and replaces the history entry
 * with /login?next=<the original path and query>, in the reader's language.
 */
export function AccessGate({
  pathname,
  search,
  language,
  children,
  redirect = replaceLocation,
  ...flags
}: AccessGateProps) {
  const decision = decideAccess({ pathname, search, hasJwt: getJwt() !== null, flags, language });
  const target = decision.kind === 'redirect' ? decision.to : null;

  useEffect(() => {
    if (target) redirect(target);
  }, [target, redirect]);

  if (target) {
    return (
      <p role="status" aria-live="polite" style={{ padding: '2rem', textAlign: 'center' }}>
        <Trans>Checking login…</Trans>
      </p>
    );
  }
  return children;
}
