import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FLAG_GROUPS,
  FLAG_TREE,
  OPERATOR_ROLES,
  PERMISSION_ROLES,
  PERMISSIONS,
  type AdminBrand,
  type AdminOperator,
  type Permission,
  type RegisterSettingEntry,
  type SiteAccessSettings,
} from '@arcadia/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeConsoleApi, renderPage, type Call } from '../test/console-api';
import SettingsPage from './settings-page';

const status: SiteAccessSettings = {
  maintenance: { enabled: false, message: null, until: null },
  region: { allowedCountries: ['BR'], blockedCountries: [], ipAllowlist: [] },
};
const brands: AdminBrand[] = [
  {
    code: 'arcadia',
    name: 'Arcadia',
    isDefault: true,
    currency: 'BRL',
    defaultLanguage: 'pt',
    languages: ['pt', 'en'],
    timeZone: 'America/Sao_Paulo',
    maintenance: false,
    domains: [
      { domain: 'arcadia.example', isRoute: false, primary: true },
      { domain: 'play.example', isRoute: true, primary: false },
    ],
  },
];
const rule = { enabled: true, required: false, minLength: 0, maxLength: 80, patternId: null, acceptedPattern: '*' };
const registration: RegisterSettingEntry[] = [
  { registerType: 'register', fields: [{ field: 'email', ...rule }] },
  { registerType: 'registerMobile', fields: [] },
];
const flags = FLAG_GROUPS.map((group) => ({
  modId: group,
  enabled: group !== 'AGENT3',
  flags: FLAG_TREE[group].map((modId) => ({ modId, enabled: true })),
}));
const operator = (id: string, username: string, role: AdminOperator['role']): AdminOperator => ({
  id,
  username,
  role,
  merchant: null,
  disabled: false,
  twoFactor: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: null,
});
const operators = [operator('1', 'boss', 'admin'), operator('2', 'cashier', 'finance')];

function settingsApi(permissions: Permission[], answers: (call: Call) => object | undefined = () => undefined) {
  return fakeConsoleApi(permissions, answers, (call: Call) => {
    if (call.path === '/session') return { value: { id: '1', username: 'boss', role: 'admin', merchantId: null } };
    if (call.path === '/settings/site-status') return { value: status };
    if (call.path === '/settings/brands') return { value: brands };
    if (call.path === '/settings/registration-fields') return { value: registration };
    if (call.path === '/settings/flags') return { value: flags };
    if (call.path.startsWith('/settings/flags/')) return { value: flags };
    if (call.path === '/settings/operators' && call.method === 'GET') return { value: operators };
    if (call.path === '/settings/roles') {
      const matrix = PERMISSIONS.map((permission) => ({ permission, roles: [...PERMISSION_ROLES[permission]] }));
      return { value: { roles: [...OPERATOR_ROLES], permissions: matrix } };
    }
    return undefined;
  });
}

const show = () =>
  renderPage(
    <MemoryRouter>
      <SettingsPage />
    </MemoryRouter>,
  );
const tab = async (name: string) => userEvent.click(await screen.findByRole('tab', { name }));

describe('the settings page', () => {
  it('shows a reader the site status without saving, the flags by group and the roles matrix as a table', async () => {
    settingsApi(['settings.read']);
    show();
    const maintenance = await screen.findByRole('form', { name: 'Maintenance' });
    expect(within(maintenance).getByLabelText('Site in maintenance')).toBeDisabled();
    expect(screen.getByLabelText('Allowed countries')).toHaveValue('BR');
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    // Operators are the admins' tab only.
    expect(screen.queryByRole('tab', { name: 'Operators' })).toBeNull();

    await tab('Feature flags');
    expect(await screen.findByLabelText(/Salary contracts/)).toBeDisabled();
    expect(screen.getAllByText('(off while its group is off)')).toHaveLength(FLAG_TREE.AGENT3.length);

    await tab('Roles');
    const matrix = await screen.findByRole('table', { name: 'Roles and permissions' });
    const manage = within(matrix).getByRole('row', { name: /Manage operator accounts/ });
    expect(within(manage).getByText('Admin: yes')).toBeInTheDocument();
    expect(within(manage).getByText('Risk: no')).toBeInTheDocument();
  });

  it('puts a server refusal under its region list, keeping what was typed, and saves maintenance', async () => {
    const calls = settingsApi(['settings.read', 'settings.write'], (call) => {
      if (call.path === '/settings/region')
        return {
          status: 400,
          code: 'request.invalid',
          message: 'Invalid request.',
          errors: [{ field: 'allowedCountries', key: 'validation.invalid', params: { value: 'UK' } }],
        };
      if (call.path === '/settings/maintenance')
        return { value: { ...status, maintenance: { enabled: true, message: 'Back soon', until: null } } };
      return undefined;
    });
    show();
    const region = await screen.findByRole('form', { name: 'Region rules' });
    const allowed = within(region).getByLabelText('Allowed countries');
    await userEvent.type(allowed, ', brazil');
    await userEvent.click(within(region).getByRole('button', { name: 'Save region rules' }));
    // The contract refuses a name that is not a two-letter code before anything is sent.
    expect(await within(region).findByText('Not a valid value.')).toBeVisible();
    expect(calls.some((c) => c.path === '/settings/region')).toBe(false);
    await userEvent.clear(allowed);
    await userEvent.type(allowed, 'BR, uk');
    await userEvent.click(within(region).getByRole('button', { name: 'Save region rules' }));
    expect(await within(region).findByText('UK: Not a valid value.')).toBeVisible();
    expect(allowed).toHaveValue('BR, uk');
    expect(allowed).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.path === '/settings/region')?.body).toEqual({
      allowedCountries: ['BR', 'UK'],
      blockedCountries: [],
      ipAllowlist: [],
    });

    const maintenance = screen.getByRole('form', { name: 'Maintenance' });
    await userEvent.click(within(maintenance).getByLabelText('Site in maintenance'));
    await userEvent.type(within(maintenance).getByLabelText('Message to players'), 'Back soon');
    await userEvent.click(within(maintenance).getByRole('button', { name: 'Save maintenance' }));
    expect(await within(maintenance).findByText(/^Saved\./)).toBeVisible();
    expect(calls.find((c) => c.path === '/settings/maintenance')?.body).toEqual({
      enabled: true,
      message: 'Back soon',
      until: null,
    });
  });

  it('edits one registration field’s rule and switches a flag', async () => {
    const calls = settingsApi(['settings.read', 'settings.write'], (call) =>
      call.path === '/settings/registration-fields/register/email' ? { value: registration } : undefined,
    );
    show();
    await tab('Registration fields');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the rule of E-mail' }));
    const form = screen.getByRole('form', { name: 'Rule of the field E-mail' });
    await userEvent.click(within(form).getByLabelText('Required'));
    await userEvent.clear(within(form).getByLabelText('Max length'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await within(form).findByText('Enter a number.')).toBeVisible();
    await userEvent.type(within(form).getByLabelText('Max length'), '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await within(form).findByText(/^Saved\./)).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...rule, required: true, maxLength: 60 });

    await tab('Feature flags');
    await userEvent.click(await screen.findByLabelText(/Free-play \(demo\) accounts/));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/settings/flags/FREEPLAY3')).toEqual({
        method: 'PUT',
        path: '/settings/flags/FREEPLAY3',
        body: { enabled: false },
      }),
    );
  });

  it('creates an operator showing the password once, and says why the last admin cannot step down', async () => {
    const calls = settingsApi(['settings.read', 'settings.write', 'operators.manage'], (call) => {
      if (call.path === '/settings/operators' && call.method === 'POST')
        return { value: { operator: operator('3', 'newbie', 'support'), password: 'Xy7-generated-once_abcd' } };
      if (call.path === '/settings/operators/1/role')
        return {
          status: 409,
          code: 'operator.last_admin',
          message: 'This would leave no active administrator for these brands.',
        };
      if (call.path === '/settings/operators/2/lock') return { value: { ...operators[1]!, disabled: true } };
      return undefined;
    });
    show();
    await tab('Operators');
    const create = await screen.findByRole('form', { name: 'New operator' });
    await userEvent.type(within(create).getByLabelText('Username'), 'newbie');
    await userEvent.click(within(create).getByRole('button', { name: 'Create operator' }));
    expect(await within(create).findByText('Xy7-generated-once_abcd')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'newbie',
      role: 'support',
      merchant: null,
    });

    // No lock and no reset of one's own account.
    expect(screen.queryByRole('button', { name: 'Lock boss' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Role of boss'), 'readonly');
    expect(await screen.findByText('This would leave no active administrator for these brands.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Lock cashier' }));
    expect(await screen.findByRole('row', { name: /cashier.*Locked/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unlock cashier' })).toBeVisible();
  });

  it('adds a domain to a brand, says why a host is refused keeping it typed, and removes one after a confirmation', async () => {
    const arcadia = brands[0]!;
    const calls = settingsApi(['settings.read', 'settings.write'], (call) => {
      if (call.method === 'POST' && (call.body as { domain: string }).domain === 'taken.example')
        return {
          status: 409,
          code: 'settings.domain_taken',
          message: 'The domain taken.example already belongs to the brand other.',
        };
      if (call.method === 'POST')
        return {
          value: {
            ...arcadia,
            domains: [...arcadia.domains, { domain: 'new.example', isRoute: false, primary: false }],
          },
        };
      if (call.method === 'DELETE') return { value: { ...arcadia, domains: [arcadia.domains[0]!] } };
      return undefined;
    });
    show();
    await tab('Brands and domains');
    const own = await screen.findByRole('region', { name: 'Domains of Arcadia' });
    // The primary domain has no remove button.
    expect(within(own).queryByRole('button', { name: 'Remove arcadia.example' })).toBeNull();
    const field = within(own).getByLabelText('New domain');
    await userEvent.type(field, 'taken.example');
    await userEvent.click(within(own).getByRole('button', { name: 'Add domain' }));
    expect(await within(own).findByText('The domain taken.example already belongs to the brand other.')).toBeVisible();
    expect(field).toHaveValue('taken.example');
    await userEvent.clear(field);
    await userEvent.type(field, 'new.example');
    await userEvent.click(within(own).getByRole('button', { name: 'Add domain' }));
    expect(await within(own).findByText('new.example')).toBeVisible();
    expect(field).toHaveValue('');
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      path: '/settings/brands/domains?merchant=arcadia',
      body: { domain: 'new.example', isRoute: false },
    });

    await userEvent.click(within(own).getByRole('button', { name: 'Remove play.example' }));
    // Nothing is removed before the operator confirms; cancelling sends nothing.
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(own).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(own).getByRole('button', { name: 'Remove play.example' }));
    expect(
      within(own).getByText('Remove play.example from Arcadia? Players on that address then reach the default brand.'),
    ).toBeVisible();
    await userEvent.click(within(own).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(within(own).queryByText('play.example')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/settings/brands/domains/play.example?merchant=arcadia', body: undefined },
    ]);
  });

  it('shows a reader the domains without add or remove', async () => {
    settingsApi(['settings.read']);
    show();
    await tab('Brands and domains');
    expect(await screen.findByRole('table', { name: 'Brands and domains' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add domain' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
