import { describe, expect, it } from 'vitest';
import {
  ADMIN_PUBLIC_ROUTES,
  ADMIN_ROUTE_PERMISSIONS,
  OPERATOR_ROLES,
  adminRoutePermission,
  roleHas,
} from '@arcadia/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { operatorToken } from '../../../test/factories/operators.ts';

const t = useTestApp();

const registered = () =>
  t.app.deps.routes
    .filter((r) => r.url.startsWith('/admin/api/') && r.method !== 'HEAD')
    .map((r) => ({ method: r.method, url: r.url, key: `${r.method} ${r.url}` }));

describe('the permissions matrix', () => {
  it('names every registered /admin/api route, and no route that is not registered', () => {
    const keys = registered().map((r) => r.key);
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys)
      expect({ key, declared: adminRoutePermission(...(key.split(' ') as [string, string])) }).not.toEqual({
        key,
        declared: undefined,
      });
    const declared = [...Object.keys(ADMIN_ROUTE_PERMISSIONS), ...ADMIN_PUBLIC_ROUTES];
    expect(declared.filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(OPERATOR_ROLES)('role %s gets 403 exactly on the routes its permissions do not cover', async (role) => {
    const { auth } = await operatorToken(t.database.db, role);
    const guarded = registered().filter((r) => adminRoutePermission(r.method, r.url) !== 'public');
    // Logging out would end the session the sweep uses; it needs only `session`, which every role has.
    for (const route of guarded.filter((r) => !r.url.endsWith('/logout'))) {
      const permission = ADMIN_ROUTE_PERMISSIONS[route.key]!;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, '1'),
        headers: { Language: 'en', ...auth },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      const refused = res.statusCode === 403 && res.json().code === 'operator.forbidden';
      expect({ route: route.key, permission, refused }).toEqual({
        route: route.key,
        permission,
        refused: !roleHas(role, permission),
      });
      // Allowed or not, the token itself was accepted.
      expect({ route: route.key, status: res.statusCode }).not.toEqual({ route: route.key, status: 401 });
    }
  });
});
