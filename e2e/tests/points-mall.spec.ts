import { admin } from '../support/admin.ts';
import { expect, test } from '../support/accounts.ts';
import { openInhouseGame } from '../support/inhouse.ts';
import { PAYMENT_PIN, fund, newMember, runInWalletProjects, setPaymentPassword } from '../support/wallet.ts';

/*
 * The points mall as a member meets it (issue 29): points earned by a round of Dice, topped up by
 * an operator's grant, show with what expires soon; a physical reward is redeemed with a delivery address and the payment password;
 * the operator approves and ships it and the history shows the tracking reference; points convert
 * to money at the brand's ratio. Demo rules and rewards come from the seed.
 */

runInWalletProjects(150_000);

test('a member redeems a physical reward with an address, the operator ships it, and points convert to money', async ({
  page,
  snap,
}, testInfo) => {
  const username = await newMember(page, testInfo, 'pts');
  // The member earns points by playing: a Dice round of 100,00 is a valid bet the demo rules pay
  // points on, through the play record's event delivery (every 2 s).
  await fund(username, '150');
  const game = await openInhouseGame(page, 'Dice');
  await expect(game.getByTestId('balance')).toContainText('150,00');
  await game.getByLabel('Valor da aposta').fill('100');
  await game.getByTestId('bet-button').click();
  await expect(game.getByTestId('nonce')).toHaveText('1');
  const balance = page.getByTestId('points-balance');
  await expect(async () => {
    await page.goto('/pointMall');
    await expect(balance).not.toHaveText('0', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const earned = Number((await balance.innerText()).replace(/\D/g, ''));
  expect(earned).toBeGreaterThanOrEqual(100);
  // An operator's goodwill grant tops the account up to 3.000, enough for the mug and a conversion.
  await admin('points:grant', username, String(3000 - earned), '--reason', 'e2e points journey');
  await page.reload();
  await expect(balance).toHaveText('3.000');
  const grid = page.getByTestId('rewards-grid');
  await expect(grid.getByRole('heading', { name: 'Demo: caneca de viagem' })).toBeVisible();
  await snap('points-mall');

  await page.getByRole('checkbox', { name: 'Só os que posso resgatar' }).check();
  await expect(grid.getByRole('heading', { name: 'Demo: fones sem fio' })).toBeHidden();
  await grid.getByRole('button', { name: 'Resgatar: Demo: caneca de viagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resgatar prêmio' });
  await setPaymentPassword(dialog);
  await dialog.getByLabel('Quantidade').selectOption('1');
  await dialog.getByLabel('Endereço de entrega').fill('Rua das Flores, 12, Centro, São Paulo, 01000-000');
  await dialog.getByLabel('Telefone para contato').fill('abc');
  await dialog.getByLabel('Senha de pagamento').fill(PAYMENT_PIN);
  await dialog.getByRole('button', { name: 'Confirmar resgate' }).click();
  await expect(dialog.getByText('Informe um telefone válido (6 a 20 dígitos).')).toBeVisible();
  // The form keeps what was typed; only the phone needs fixing.
  await expect(dialog.getByLabel('Endereço de entrega')).toHaveValue(/Rua das Flores/);
  await dialog.getByLabel('Telefone para contato').fill('+55 11 91234-5678');
  await snap('points-redeem-dialog');
  await dialog.getByRole('button', { name: 'Confirmar resgate' }).click();
  await expect(dialog.getByText('Pedido enviado!', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('points-balance')).toHaveText('1.500');

  await page.getByRole('tab', { name: 'Meus resgates' }).click();
  const history = page.getByTestId('redeem-history');
  await expect(history).toContainText('Em análise');

  const pending = JSON.parse(await admin('points:redemptions', '--state', 'in_process', '--json')) as {
    list: { id: number; username: string }[];
  };
  const mine = pending.list.find((r) => r.username === username)!;
  await admin('points:approve', String(mine.id));
  await admin('points:ship', String(mine.id), 'BR-TRACK-0042');
  await page.reload();
  await page.getByRole('tab', { name: 'Meus resgates' }).click();
  await expect(history).toContainText('Enviado');
  await expect(history).toContainText('Rastreio: BR-TRACK-0042');
  await snap('points-history');

  await page.getByRole('tab', { name: 'Converter' }).click();
  await page.getByLabel('Pontos a converter').fill('1000');
  await expect(page.getByText('$ 10,00')).toBeVisible();
  await page.getByLabel('Senha de pagamento').fill(PAYMENT_PIN);
  await page.getByRole('button', { name: 'Converter', exact: true }).click();
  await expect(page.getByText('1.000 pontos convertidos em $ 10,00.')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('500');
  await snap('points-convert');

  await page.getByRole('tab', { name: 'Como ganhar' }).click();
  await expect(page.getByText('Cassino ao vivo')).toBeVisible();
  await snap('points-earn');
});
