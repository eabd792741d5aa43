import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@matri/contracts';
import { registerEndpoint } from '../../http/register-endpoint';

/**
 * The site's session object (docs/spec.md section 3): { isLoggedIn, userinfo: { full_name } }. A missing, expired or
 * revoked token is simply "not logged in", never an error.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, endpoints.session.current, async (request) => {
    const member = await app.findMemberWithName(request);
    if (!member) return { isLoggedIn: false, userinfo: null };
    return { isLoggedIn: true, userinfo: { full_name: member.fullName } };
  });
};
