import { freshIp, freshUsername, signInFromHome, test } from '../support/accounts.ts';
import { admin } from '../support/admin.ts';
import { firstSignIn, snapConsole } from '../support/console.ts';
import { expect } from '../support/fixtures.ts';
import { memberGet, registerMemberByApi } from '../support/members-api.ts';
import { memberCentre, openFromHeader } from '../support/wallet.ts';

/*
 * The console's Invite friends page (issue 28): a marketing operator changes the programme's
 * deposit milestone, and a member's invite page states the new amount; a friend who registers
 * from the member's own address has the registration reward held, the operator sees why and
 * approves it, and the member's list then shows it paid. The milestone is put back at the end
 * (the player referral journey reads the same programme). Members are made through the API.
 * Screenshots of the page in both themes at 1440x900 and 1024x768.
 */
const PASSWORD = 'Secret#2026';

test('an operator changes the referral programme and approves a held reward; the member sees both', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'the console journey runs once, in desktop-light');
  test.setTimeout(300_000);
  const operatorName = freshUsername('crf', testInfo);
  const operator = JSON.parse(await admin('operator:create', operatorName, '--role', 'marketing', '--json')) as {
    password: string;
  };
  const { page: desk } = await firstSignIn(browser, operatorName, operator.password);

  // The programme: the deposit milestone's threshold goes to 77.00.
  await desk.getByRole('link', { name: 'Convide amigos' }).click();
  await expect(desk.getByRole('heading', { name: 'Convide amigos', level: 1 })).toBeVisible();
  const programme = desk.getByRole('form', { name: 'Programa' });
  const depositMin = programme.getByLabel('Primeiro depósito de pelo menos');
  const before = await depositMin.inputValue();
  await depositMin.fill('77.00');
  await programme.getByRole('button', { name: 'Salvar programa' }).click();
  await expect(programme.getByRole('status')).toHaveText('Programa salvo.');

  try {
    // A member, and a friend registering with the member's code from the member's own address.
    const shared = freshIp();
    const referrer = await registerMemberByApi({
      username: freshUsername('crr', testInfo),
      password: PASSWORD,
      ip: shared,
    });
    const { code } = await memberGet<{ code: string }>(referrer, '/wps/relay/MCSFE_getReferralSummary');
    const friend = freshUsername('crd', testInfo);
    await registerMemberByApi({ username: friend, password: PASSWORD, ip: shared, referralCode: code });

    // The operator sees the held reward and why, then approves it.
    await desk.reload();
    const held = desk.getByRole('table', { name: 'Recompensas retidas para análise' });
    const row = held.getByRole('row', { name: new RegExp(friend) });
    await expect(row).toContainText('mesmo endereço do membro');
    await expect(row).toContainText('Cadastro');
    await snapConsole(desk, 'referrals');
    await row.getByRole('button', { name: `Aprovar e pagar a recompensa de ${friend}` }).click();
    await expect(row).toBeHidden();

    // The member's invite page: the new deposit milestone, and the friend's reward paid.
    await signInFromHome(page, { username: referrer.username, password: PASSWORD });
    await openFromHeader(page, 'Depositar');
    const centre = memberCentre(page);
    await centre.locator('button[data-page="referral"]').click();
    await expect(centre.getByRole('heading', { name: 'Convide amigos' })).toBeVisible();
    await expect(centre.getByText(/Seu amigo deposita .*77,00 ou mais/)).toBeVisible();
    const friends = centre.getByRole('table');
    await expect(friends).toContainText(`${friend[0]}****${friend.at(-1)}`);
    await expect(friends).toContainText(/Cadastro .* · paga/);
  } finally {
    // The programme as it was, for the journeys that read it after this one.
    await desk.reload();
    await depositMin.fill(before);
    await programme.getByRole('button', { name: 'Salvar programa' }).click();
    await expect(programme.getByRole('status')).toHaveText('Programa salvo.');
  }
});
