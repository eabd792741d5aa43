import type { InjectOptions } from 'fastify';
import type { RouteAccess } from '../plugins/app/authentication';
import type { TestMember } from './test-app';

/** What member B's request with member A's id (or a hidden member's profile ID) must get. */
interface OthersIdProbe {
  request: (fx: Fixture) => InjectOptions;
  /** 404 or 403 unless the route only ever acts on the caller's own rows (then it says why in `because`). */
  expect?: number[];
  because?: string;
}

interface MatrixEntry {
  access: RouteAccess;
  /** Shows other members: the "never shown" walk (routes/never-shown.test.ts) must cover it. */
  showsMembers?: true;
  othersId?: OthersIdProbe;
  /** Registered only when the built front ends are served (not by the test app). */
  withFrontEndsOnly?: true;
}

/** What A owns (and a hidden member), for B to try. */
export interface Fixture {
  a: TestMember;
  b: TestMember;
  hidden: TestMember;
  photoId: number;
  photoFile: string;
  interestId: number;
  savedSearchId: number;
  paymentId: number;
  orderId: string;
  notificationId: number;
}

const as = (fx: Fixture) => fx.b.auth;

/**
 * Every route of the API, who may call it, and for each that takes an id what another member gets with it. A route
 * missing here fails routes/access-matrix.test.ts: nobody can add a route and forget who may call it.
 */
export const matrix: Record<string, MatrixEntry> = {
  'GET /api/users/me': { access: 'member' },
  'GET /api/users/:id': {
    access: 'member',
    showsMembers: true,
    othersId: { request: (fx) => ({ method: 'GET', url: `/api/users/${fx.hidden.id}`, headers: as(fx) }) },
  },
  'PUT /api/users/me/language': { access: 'member' },
  'GET /api/users/me/viewers': { access: 'member', showsMembers: true },
  'GET /api/users/me/photos': { access: 'member' },
  'POST /api/users/me/photos': { access: 'member' },
  'PUT /api/users/me/photos/:photoId/primary': {
    access: 'member',
    othersId: {
      request: (fx) => ({ method: 'PUT', url: `/api/users/me/photos/${fx.photoId}/primary`, headers: as(fx) }),
    },
  },
  'PUT /api/users/me/photos/order': {
    access: 'member',
    othersId: {
      request: (fx) => ({
        method: 'PUT',
        url: '/api/users/me/photos/order',
        headers: as(fx),
        payload: { photoIds: [fx.photoId] },
      }),
      expect: [400, 404],
    },
  },
  'PUT /api/users/me/photos/:photoId/crop': {
    access: 'member',
    othersId: {
      request: (fx) => ({
        method: 'PUT',
        url: `/api/users/me/photos/${fx.photoId}/crop`,
        headers: as(fx),
        payload: { x: 0, y: 0, width: 0.5, height: 0.5 },
      }),
    },
  },
  'DELETE /api/users/me/photos/:photoId': {
    access: 'member',
    othersId: { request: (fx) => ({ method: 'DELETE', url: `/api/users/me/photos/${fx.photoId}`, headers: as(fx) }) },
  },
  'GET /uploads/photos/:fileName': {
    access: 'public',
    othersId: { request: (fx) => ({ method: 'GET', url: `/uploads/photos/${fx.photoFile}`, headers: as(fx) }) },
  },
  'GET /api/photos/:fileName': {
    access: 'public',
    othersId: {
      request: (fx) => ({
        method: 'GET',
        url: `/api/photos/${fx.photoFile}?access=${fx.b.id}.9999999999.${'A'.repeat(32)}`,
        headers: as(fx),
      }),
    },
  },
  'GET /api/image': {
    access: 'public',
    othersId: {
      request: (fx) => ({
        method: 'GET',
        url: `/api/image?url=${encodeURIComponent(`/uploads/photos/${fx.photoFile}`)}&w=64`,
        headers: as(fx),
      }),
    },
  },
  'GET /api/members/recent': { access: 'public', showsMembers: true },
  'GET /api/users/me/profile': { access: 'member' },
  'PATCH /api/users/me/profile': { access: 'member' },
  'GET /api/users/me/partner-preferences': { access: 'member' },
  'PUT /api/users/me/partner-preferences': { access: 'member' },
  'PATCH /api/users/me/privacy': { access: 'member' },
  'POST /api/interests': {
    access: 'member',
    othersId: {
      request: (fx) => ({
        method: 'POST',
        url: '/api/interests',
        headers: as(fx),
        payload: { profileId: fx.hidden.profileId },
      }),
    },
  },
  'GET /api/interests': { access: 'member', showsMembers: true },
  'POST /api/interests/:id/:answer': {
    access: 'member',
    othersId: {
      request: (fx) => ({ method: 'POST', url: `/api/interests/${fx.interestId}/withdraw`, headers: as(fx) }),
    },
  },
  'GET /api/blocks': { access: 'member' },
  'POST /api/blocks': { access: 'member' },
  'DELETE /api/blocks/:profileId': {
    access: 'member',
    othersId: {
      request: (fx) => ({ method: 'DELETE', url: `/api/blocks/${fx.a.profileId}`, headers: as(fx) }),
      expect: [204],
      because: 'it removes only a block of the caller’s own: with none, nothing changes',
    },
  },
  'GET /api/conversations': { access: 'member', showsMembers: true },
  'GET /api/conversations/unread': { access: 'member' },
  'GET /api/conversations/:profileId': {
    access: 'member',
    showsMembers: true,
    othersId: {
      request: (fx) => ({ method: 'GET', url: `/api/conversations/${fx.hidden.profileId}`, headers: as(fx) }),
    },
  },
  'POST /api/conversations/:profileId/messages': {
    access: 'member',
    othersId: {
      request: (fx) => ({
        method: 'POST',
        url: `/api/conversations/${fx.hidden.profileId}/messages`,
        headers: as(fx),
        payload: { text: 'Namaste' },
      }),
    },
  },
  'POST /api/conversations/:profileId/read': {
    access: 'member',
    othersId: {
      request: (fx) => ({
        method: 'POST',
        url: `/api/conversations/${fx.hidden.profileId}/read`,
        headers: as(fx),
        payload: { upTo: 1 },
      }),
    },
  },
  'GET /api/search': { access: 'member', showsMembers: true },
  'GET /api/matches': { access: 'member', showsMembers: true },
  'GET /api/profiles/:profileId': {
    access: 'member',
    showsMembers: true,
    othersId: { request: (fx) => ({ method: 'GET', url: `/api/profiles/${fx.hidden.profileId}`, headers: as(fx) }) },
  },
  'POST /api/profiles/:profileId/contact': {
    access: 'member',
    showsMembers: true,
    othersId: {
      request: (fx) => ({ method: 'POST', url: `/api/profiles/${fx.hidden.profileId}/contact`, headers: as(fx) }),
    },
  },
  'GET /api/shortlist': { access: 'member', showsMembers: true },
  'PUT /api/shortlist/:profileId': {
    access: 'member',
    othersId: { request: (fx) => ({ method: 'PUT', url: `/api/shortlist/${fx.hidden.profileId}`, headers: as(fx) }) },
  },
  'DELETE /api/shortlist/:profileId': {
    access: 'member',
    othersId: {
      request: (fx) => ({ method: 'DELETE', url: `/api/shortlist/${fx.hidden.profileId}`, headers: as(fx) }),
    },
  },
  'GET /api/saved-searches': { access: 'member' },
  'POST /api/saved-searches': { access: 'member' },
  'DELETE /api/saved-searches/:id': {
    access: 'member',
    othersId: {
      request: (fx) => ({ method: 'DELETE', url: `/api/saved-searches/${fx.savedSearchId}`, headers: as(fx) }),
    },
  },
  'GET /api/notifications': { access: 'member', showsMembers: true },
  'GET /api/notifications/stream': { access: 'member' },
  'POST /api/notifications/read': {
    access: 'member',
    othersId: {
      request: (fx) => ({
        method: 'POST',
        url: '/api/notifications/read',
        headers: as(fx),
        payload: { ids: [fx.notificationId] },
      }),
      expect: [200],
      because: 'it marks only the caller’s own notifications read: the test checks A’s stays unread',
    },
  },
  'POST /api/reports': {
    access: 'member',
    othersId: {
      request: (fx) => ({
        method: 'POST',
        url: '/api/reports',
        headers: as(fx),
        payload: { profileId: fx.hidden.profileId, reason: 'fake-profile' },
      }),
    },
  },
  'GET /api/admin/reports': { access: 'admin' },
  'POST /api/admin/reports/:id/:action': {
    access: 'admin',
    othersId: { request: (fx) => ({ method: 'POST', url: '/api/admin/reports/1/dismiss', headers: as(fx) }) },
  },
  'GET /api/users/me/verification': { access: 'member' },
  'POST /api/users/me/verification/secure-qr': { access: 'member' },
  'POST /api/users/me/verification/secure-qr-image': { access: 'member' },
  'POST /api/users/me/verification/offline-ekyc': { access: 'member' },
  'GET /api/admin/id-verifications': { access: 'admin' },
  'POST /api/admin/id-verifications/:id/:decision': {
    access: 'admin',
    othersId: {
      request: (fx) => ({
        method: 'POST',
        url: '/api/admin/id-verifications/1/approve',
        headers: as(fx),
        payload: { reason: 'The same person' },
      }),
    },
  },
  'POST /api/users/me/verification/selfie': { access: 'member' },
  'GET /api/admin/selfie-checks': { access: 'admin' },
  'GET /api/admin/selfie-checks/:id/frames/:frame': {
    access: 'admin',
    othersId: {
      request: (fx) => ({ method: 'GET', url: '/api/admin/selfie-checks/1/frames/1', headers: as(fx) }),
    },
  },
  'POST /api/admin/selfie-checks/:id/:decision': {
    access: 'admin',
    othersId: {
      request: (fx) => ({
        method: 'POST',
        url: '/api/admin/selfie-checks/1/approve',
        headers: as(fx),
        payload: { reason: 'The same person' },
      }),
    },
  },
  'GET /api/admin/photos': { access: 'admin' },
  'POST /api/admin/photos/:photoId/:decision': {
    access: 'admin',
    othersId: {
      request: (fx) => ({
        method: 'POST',
        url: `/api/admin/photos/${fx.photoId}/reject`,
        headers: as(fx),
        payload: { reason: 'indecent' },
      }),
    },
  },
  'POST /api/imports': { access: 'admin-or-api-token' },
  'GET /api/imports': { access: 'admin-or-api-token' },
  'POST /api/upload-csv': {
    access: 'admin-or-api-token',
    othersId: {
      request: (fx) => ({ method: 'POST', url: '/api/upload-csv?import=1&first=1', headers: as(fx), payload: [] }),
    },
  },
  'GET /api/admin/api-tokens': { access: 'admin' },
  'POST /api/admin/api-tokens': { access: 'admin' },
  'DELETE /api/admin/api-tokens/:id': {
    access: 'admin',
    othersId: { request: (fx) => ({ method: 'DELETE', url: '/api/admin/api-tokens/1', headers: as(fx) }) },
  },
  'GET /api/plans': { access: 'public' },
  'PUT /api/admin/plans/:id': {
    access: 'admin',
    othersId: { request: (fx) => ({ method: 'PUT', url: '/api/admin/plans/gold', headers: as(fx), payload: {} }) },
  },
  'GET /api/users/me/membership': { access: 'member' },
  'POST /api/payments/orders': { access: 'member' },
  'POST /api/payments/verify': {
    access: 'member',
    othersId: {
      request: (fx) => ({
        method: 'POST',
        url: '/api/payments/verify',
        headers: as(fx),
        payload: { orderId: fx.orderId, paymentId: 'pay_x', signature: 'x'.repeat(64) },
      }),
    },
  },
  'POST /api/payments/webhook': { access: 'public' },
  'POST /api/test-processor/orders/:orderId/pay': {
    access: 'member',
    othersId: {
      request: (fx) => ({ method: 'POST', url: `/api/test-processor/orders/${fx.orderId}/pay`, headers: as(fx) }),
    },
  },
  'GET /api/users/me/payments': { access: 'member' },
  'GET /api/users/me/payments/:id/invoice': {
    access: 'member',
    othersId: {
      request: (fx) => ({ method: 'GET', url: `/api/users/me/payments/${fx.paymentId}/invoice`, headers: as(fx) }),
    },
  },
  'GET /api/users/me/payments/:id/invoice/pdf': {
    access: 'member',
    othersId: {
      request: (fx) => ({ method: 'GET', url: `/api/users/me/payments/${fx.paymentId}/invoice/pdf`, headers: as(fx) }),
    },
  },
  'GET /api/user': { access: 'public' },
  'GET /api/health': { access: 'public' },
  'GET /api/ready': { access: 'public' },
  'POST /api/contact': { access: 'public' },
  'POST /api/auth/local': { access: 'public' },
  'POST /api/auth/local/register': { access: 'public' },
  'POST /api/auth/local/register/confirm': { access: 'public' },
  'POST /api/auth/local/register/resend': { access: 'public' },
  'POST /api/auth/sign-out': { access: 'member' },
  'POST /api/auth/sign-out-everywhere': { access: 'member' },
  'POST /api/auth/forgot-password': { access: 'public' },
  'POST /api/auth/reset-password': { access: 'public' },
  'POST /api/auth/reset-password/sms': { access: 'public' },
  'GET /api/auth/email-confirmation': { access: 'public' },
  'POST /api/auth/send-email-confirmation': { access: 'member' },
  'POST /api/users/me/password': { access: 'member' },
  'PUT /api/users/me/hidden': { access: 'member' },
  'GET /api/users/me/export': { access: 'member' },
  'POST /api/users/me/deletion': { access: 'member' },
  'PATCH /api/users/me/notifications': { access: 'member' },
  'POST /api/users/me/email': { access: 'member' },
  'GET /api/auth/email-change': { access: 'public' },
  'POST /api/users/me/mobile/code': { access: 'member' },
  'POST /api/users/me/mobile/verify': { access: 'member' },
  'POST /api/users/me/mobile/change': { access: 'member' },
  'POST /api/users/me/mobile/change/confirm': { access: 'member' },
  'GET /api/admin/outbox': { access: 'admin' },
  'GET /*': { access: 'public', withFrontEndsOnly: true },
};
