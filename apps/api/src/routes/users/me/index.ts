import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UidaiCertificates } from '@matri/aadhaar';
import { endpoints, type Brand } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { registerEndpoint } from '../../../http/register-endpoint';
import { requireMember } from '../../../plugins/app/authentication';
import type { Mailer, SmsSender } from '../../../modules/platform';
import { listProfileViewers } from '../../../modules/discovery';
import type { PhotoStore } from '../../../modules/photos';
import { findOwnMember, setMemberLanguage, type PasswordHasher } from '../../../modules/account';
import { accountRoutes } from './account';
import { membershipRoutes } from './membership';
import { paymentHistoryRoutes } from './payments';
import { ownPhotoRoutes } from './photos';
import { ownProfileRoutes } from './profile';
import { verificationRoutes } from './verification';
import { selfieVerificationRoutes } from './verification-selfie';
import type { SelfieChecker } from '../../../modules/verification';

export interface MeRoutesOptions {
  db: Database;
  passwords: PasswordHasher;
  store: PhotoStore;
  brand: Brand;
  mailer: Mailer;
  sms: SmsSender;
  publicUrl: string;
  /** The seller's GSTIN on invoices; null until the business is registered for GST. */
  gstin: string | null;
  /** UIDAI's certificates for ID checks; null where none is configured (ID verification unavailable). */
  uidaiCertificates: UidaiCertificates | null;
  /** The selfie's face checks (@matri/face-check's worker pool). */
  faces: SelfieChecker;
}

/**
 * /api/users/me: everything of the logged-in member's own (account, profile, photos, plan, payments, who viewed them,
 * verification).
 */
export const meRoutes: FastifyPluginAsyncZod<MeRoutesOptions> = async (
  app,
  { db, passwords, store, brand, mailer, sms, publicUrl, gstin, uidaiCertificates, faces },
) => {
  registerEndpoint(app, endpoints.users.me, async (request) => findOwnMember(db, requireMember(request)));

  registerEndpoint(app, endpoints.users.setLanguage, async (request) =>
    setMemberLanguage(db, requireMember(request), request.body),
  );

  registerEndpoint(app, endpoints.users.viewers, async (request) => listProfileViewers(db, requireMember(request).id));

  await app.register(accountRoutes, { db, passwords, mailer, sms, brand, publicUrl });
  await app.register(ownProfileRoutes, { db, store });
  await app.register(ownPhotoRoutes, { db, store });
  await app.register(membershipRoutes, { db });
  await app.register(paymentHistoryRoutes, { db, brand, gstin });
  await app.register(verificationRoutes, { db, certificates: uidaiCertificates });
  await app.register(selfieVerificationRoutes, { db, store, faces, certificates: uidaiCertificates });
};
