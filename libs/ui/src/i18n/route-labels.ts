import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { paths, type PathKey, type RouteDef } from '@matri/contracts';

/** What each page is called in links, menus and titles, in the reader's language (contracts hold the English). */
const routeLabels: Readonly<Record<PathKey, MessageDescriptor>> = {
  home: msg`Home`,
  about: msg`About Us`,
  membership: msg`Membership`,
  contact: msg`Contact`,
  legal: msg`Legal`,
  terms: msg`Terms of Use`,
  privacy: msg`Privacy Policy`,
  login: msg`Log In`,
  register: msg`Sign Up`,
  resetPassword: msg`Reset Password`,
  notFound: msg`Page not found`,
  memberSingle: msg`Member`,
  dashboard: msg`Profile`,
  matches: msg`Matches`,
  search: msg`Search`,
  setting: msg`Setting`,
  upgrade: msg`Upgrade`,
  invoice: msg`Invoice`,
  request: msg`Request`,
  messages: msg`Messages`,
  verification: msg`Verification`,
  profileDetails: msg`Profile details`,
  uploadData: msg`Upload data`,
  adminReports: msg`Reports queue`,
  adminPhotos: msg`Photo desk`,
  adminPlans: msg`Membership plans`,
  adminIdChecks: msg`ID checks`,
  adminOutbox: msg`Outbox (demo)`,
};

const keyOfPath = new Map(Object.entries(paths).map(([key, route]) => [route.path, key as PathKey]));

/** A route's label in the language being read. */
export function useRouteLabel(): (route: RouteDef) => string {
  const { _ } = useLingui();
  return useCallback(
    (route: RouteDef) => {
      const key = keyOfPath.get(route.path);
      return key ? _(routeLabels[key]) : route.label;
    },
    [_],
  );
}
