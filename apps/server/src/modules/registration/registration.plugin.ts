import type { FastifyPluginAsync } from 'fastify';
import { accountsDeps } from '../auth/accounts-deps.ts';
import { registrationRoutes } from './registration.routes.ts';

/** The registration module: the sign-up call. */
export const registrationPlugin: FastifyPluginAsync<Parameters<typeof accountsDeps>[0]> = async (app, services) => {
  await app.register(registrationRoutes, accountsDeps(services));
};
