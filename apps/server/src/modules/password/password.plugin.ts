import type { FastifyPluginAsync } from 'fastify';
import { accountsDeps } from '../auth/accounts-deps.ts';
import { passwordRoutes } from './password.routes.ts';

/** The password module: change, and reset by SMS code or e-mail link. */
export const passwordPlugin: FastifyPluginAsync<Parameters<typeof accountsDeps>[0]> = async (app, services) => {
  await app.register(passwordRoutes, accountsDeps(services));
};
