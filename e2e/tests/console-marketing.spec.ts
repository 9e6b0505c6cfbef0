import { admin } from '../support/admin.ts';
import { freshUsername } from '../support/accounts.ts';
import { firstSignIn, snapConsole } from '../support/console.ts';
import { expect, test } from '../support/fixtures.ts';
import { PAYMENT_PIN, newMember, setPaymentPassword } from '../support/wallet.ts';

/*
 * The console's marketing pages (issues 28 and 29): a marketing operator creates a promotion (a
 * wrong amount is refused on its field and what was typed stays), publishes it and pauses it; a
 * member redeems a physical reward in the points mall, and the operator approves and ships it
 * with a tracking reference, which the member's history then shows. The VIP ladder is looked at.
 * Screenshots of each page in both themes at 1440x900 and 1024x768.
 */
test('an operator creates and publishes a promotion, then approves and ships a points redemption', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'the console journey runs once, in desktop-light');
  // Two sign-ins, a member's redemption and sixteen screenshots: minutes on a busy two-core machine.
  test.setTimeout(300_000);
  const operatorName = freshUsername('mkt', testInfo);
  const operator = JSON.parse(await admin('operator:create', operatorName, '--role', 'marketing', '--json')) as {
    password: string;
  };
  const { page: desk } = await firstSignIn(browser, operatorName, operator.password);

  // A promotion: the shared schema refuses "12,5x" on its field; the title typed stays.
  await desk.getByRole('link', { name: 'Promoções' }).click();
  await expect(desk.getByRole('heading', { name: 'Promoções', level: 1 })).toBeVisible();
  await desk.getByRole('button', { name: 'Nova atividade' }).click();
  const form = desk.getByRole('form', { name: 'Nova atividade (salva como rascunho)' });
  const title = `Recarga de sexta ${operatorName}`;
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Resumo').fill('10 na recarga de sexta-feira');
  await form.getByLabel('Início').fill('2026-01-01T00:00');
  await form.getByLabel('Valor', { exact: true }).fill('12,5x');
  await form.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(form.getByText('Informe um valor, como 10 ou 10,50.')).toBeVisible();
  await expect(form.getByLabel('Título')).toHaveValue(title);
  await form.getByLabel('Valor', { exact: true }).fill('10');
  await form.getByRole('button', { name: 'Criar rascunho' }).click();
  await expect(form).toBeHidden();
  const row = desk.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Rascunho');
  await row.getByRole('button', { name: `Publicar: ${title}` }).click();
  await expect(row).toContainText('Em andamento');
  await snapConsole(desk, 'promotions');
  await row.getByRole('button', { name: `Pausar: ${title}` }).click();
  await expect(row).toContainText('Pausada');

  // The VIP ladder, as the server states it.
  await desk.getByRole('link', { name: 'VIP' }).click();
  await expect(desk.getByRole('heading', { name: 'Níveis VIP' })).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Níveis' }).getByRole('row')).not.toHaveCount(1);
  await snapConsole(desk, 'vip');

  // The points mall's catalogue, rules and settings from the demo data.
  await desk.getByRole('link', { name: 'Loja de pontos' }).click();
  await expect(desk.getByRole('table', { name: 'Catálogo de prêmios' })).toContainText('Demo: caneca de viagem');
  await snapConsole(desk, 'points-catalogue');

  // The member redeems a physical reward with a delivery address.
  const member = await newMember(page, testInfo, 'cmk');
  await admin('points:grant', member, '3000', '--reason', 'e2e console journey');
  await page.goto('/pointMall');
  await expect(page.getByTestId('points-balance')).toHaveText('3.000');
  await page.getByTestId('rewards-grid').getByRole('button', { name: 'Resgatar: Demo: caneca de viagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resgatar prêmio' });
  await setPaymentPassword(dialog);
  await dialog.getByLabel('Quantidade').selectOption('1');
  await dialog.getByLabel('Endereço de entrega').fill('Rua das Flores, 12, Centro, São Paulo, 01000-000');
  await dialog.getByLabel('Telefone para contato').fill('+55 11 91234-5678');
  await dialog.getByLabel('Senha de pagamento').fill(PAYMENT_PIN);
  await dialog.getByRole('button', { name: 'Confirmar resgate' }).click();
  await expect(dialog.getByText('Pedido enviado!', { exact: false })).toBeVisible();

  // The operator approves it, then ships it with the courier's reference.
  await desk.reload();
  const redemptions = desk.getByRole('table', { name: 'Resgates' });
  const redemption = redemptions.getByRole('row', { name: new RegExp(member) });
  await expect(redemption).toContainText('Em análise');
  await expect(redemption).toContainText('Rua das Flores');
  await snapConsole(desk, 'points');
  await redemption.getByRole('button', { name: /^Aprovar:/ }).click();
  await expect(redemption).toBeHidden();
  await desk.getByRole('combobox', { name: 'Estado', exact: true }).selectOption('approved');
  await redemption.getByRole('button', { name: /^Enviar:/ }).click();
  await desk.getByRole('textbox', { name: 'Código de rastreio' }).fill('BR-TRACK-0077');
  await desk.getByRole('button', { name: 'Enviar', exact: true }).click();
  await desk.getByRole('combobox', { name: 'Estado', exact: true }).selectOption('shipped');
  await expect(redemption).toContainText('BR-TRACK-0077');

  await page.reload();
  await page.getByRole('tab', { name: 'Meus resgates' }).click();
  await expect(page.getByTestId('redeem-history')).toContainText('Rastreio: BR-TRACK-0077');

  // Rebates: the programme's form refuses a malformed amount under its field and keeps the rest.
  await desk.getByRole('link', { name: 'Rebates' }).click();
  await expect(desk.getByRole('heading', { name: 'Rebates', level: 1 })).toBeVisible();
  const minPayout = desk.getByLabel('Mínimo pago por linha');
  const typedMax = await desk.getByLabel('Máximo pago por linha').inputValue();
  await minPayout.fill('1,2x');
  await desk.getByRole('button', { name: 'Salvar programa' }).click();
  await expect(desk.getByText('Informe um valor, como 10 ou 10,50.')).toBeVisible();
  await expect(minPayout).toHaveValue('1,2x');
  await expect(desk.getByLabel('Máximo pago por linha')).toHaveValue(typedMax);
  await snapConsole(desk, 'rebates');

  // Missions: the demo brand's missions as the server lists them.
  await desk.getByRole('link', { name: 'Missões' }).click();
  await expect(desk.getByRole('heading', { name: 'Missões', level: 1 })).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Missões' }).getByRole('row')).not.toHaveCount(1);
  await snapConsole(desk, 'missions');

  // Reports: today's business day already holds this journey's member and redemption day.
  await desk.getByRole('link', { name: 'Relatórios' }).click();
  await expect(desk.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
  const registrations = desk.getByLabel('Totais do período').locator('[data-figure="registrations"] dd');
  await expect(registrations).not.toHaveText('0');
  await expect(desk.getByRole('table', { name: 'Relatório diário' })).toBeVisible();
  await snapConsole(desk, 'reports');
  await desk.getByLabel('Dividir por').selectOption('category');
  await expect(
    desk.getByText('Dinheiro e novos membros não têm categoria nem fornecedor', { exact: false }),
  ).toBeVisible();
});
