import path from 'node:path';
import zlib from 'node:zlib';
import { test, expect } from '../support/fixtures.ts';
import { firstSignIn, snapConsole } from '../support/console.ts';
import { screenshotDir, takeScreenshots } from '../support/screenshots.ts';
import { admin } from '../support/admin.ts';
import { freshUsername } from '../support/accounts.ts';
import { openInhouseGame } from '../support/inhouse.ts';
import { fund, newMember, requestWithdrawal } from '../support/wallet.ts';

/*
 * The operator console at /admin: a finance operator signs in for the first time (password, then
 * two-factor enrolment from the QR code's key, recovery codes), finds a new member, and asks for an
 * adjustment above the brand's two-person threshold (1,000.00 by default); a risk operator signs
 * in and approves it, and the member's balance shows it. Screenshots in both themes at 1440x900
 * and 1024x768. One project is enough: the console is not the player site's phone layout. The chat
 * desk's journey is chat.spec.ts (the member's side runs on a phone too).
 */
test('an operator enrols two-factor, finds a player and asks for a large adjustment; a second operator approves it', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'the console journey runs once, in desktop-light');
  // Three operators' sign-ins and sixteen screenshots: minutes on a busy two-core machine.
  test.setTimeout(300_000);
  const member = await newMember(page, testInfo, 'cs');
  const financeName = freshUsername('fin', testInfo);
  const riskName = freshUsername('risk', testInfo);
  const finance = JSON.parse(await admin('operator:create', financeName, '--role', 'finance', '--json')) as {
    password: string;
  };
  const risk = JSON.parse(await admin('operator:create', riskName, '--role', 'risk', '--json')) as { password: string };

  const { page: desk } = await firstSignIn(browser, financeName, finance.password, true);
  // The console opens on the first page of the menu the role may open: finance reads the dashboard.
  await expect(desk.getByRole('heading', { name: 'Painel' })).toBeVisible();
  await desk.getByRole('link', { name: 'Jogadores' }).click();
  await expect(desk.getByRole('heading', { name: 'Jogadores' })).toBeVisible();
  await desk.getByRole('searchbox').or(desk.getByLabel('Usuário, celular, e-mail, id ou IP')).fill(member);
  await desk.getByRole('button', { name: 'Buscar' }).click();
  await desk.getByRole('link', { name: member }).click();
  await expect(desk.getByRole('heading', { name: member })).toBeVisible();
  await desk.getByLabel('Valor (negativo para debitar)').fill('1500');
  await desk.getByLabel('Motivo').fill('Compensação aprovada');
  await desk.getByRole('button', { name: 'Ajustar' }).click();
  await expect(desk.getByRole('status')).toContainText('aguarda um segundo operador');
  await snapConsole(desk, 'player');
  // The requester's own approval is refused by the server (the two-person rule).
  await desk.getByRole('link', { name: 'Aprovações' }).click();
  await desk
    .getByRole('button', { name: /^Aprovar/ })
    .first()
    .click();
  await expect(desk.getByRole('alert')).toContainText('segundo operador');

  const { page: second } = await firstSignIn(browser, riskName, risk.password);
  await second.getByRole('link', { name: 'Aprovações' }).click();
  const row = second.getByRole('row', { name: new RegExp(member) });
  await expect(row).toContainText('1500.00');
  await snapConsole(second, 'approvals');
  await row.getByRole('button', { name: /^Aprovar/ }).click();
  await expect(second.getByRole('status')).toContainText('Aprovado: novo saldo 1500.00');

  await desk.getByRole('link', { name: 'Jogadores' }).click();
  await desk.getByLabel('Usuário, celular, e-mail, id ou IP').fill(member);
  await desk.getByRole('button', { name: 'Buscar' }).click();
  await desk.getByRole('link', { name: member }).click();
  await expect(desk.locator('[data-account="main"]')).toContainText('1500.00');

  // The audit log, as the risk operator reads it, names both steps.
  await second.getByRole('link', { name: 'Auditoria' }).click();
  await second.getByRole('textbox', { name: 'Operador' }).fill(financeName);
  await second.getByRole('button', { name: 'Buscar' }).click();
  await expect(second.getByRole('cell', { name: 'POST /admin/api/adjustments', exact: true })).toBeVisible();
  await snapConsole(second, 'audit');
});

/** A 1280x400 PNG of one colour, made here (no binary fixture in the repository). */
function bannerPng(): Buffer {
  const width = 1280;
  const height = 400;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x54, 0x35, 0xd6]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** "1.234,50" (pt) as minor units. */
const centsOf = (text: string) => Number(/-?[\d.]+,\d{2}/.exec(text)![0].replace(/\./g, '').replace(',', ''));
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

test('reviews and approves a large withdrawal with a second operator, then reads the dashboard after some play', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'the console journey runs once, in desktop-light');
  // Two first sign-ins, a registration, three rounds, a withdrawal and eight screenshots: minutes when the machine is busy.
  test.setTimeout(480_000);
  const member = await newMember(page, testInfo, 'cw');
  await fund(member, '1500');
  const financeName = freshUsername('fin', testInfo);
  const adminName = freshUsername('adm', testInfo);
  const finance = JSON.parse(await admin('operator:create', financeName, '--role', 'finance', '--json')) as {
    password: string;
  };
  const boss = JSON.parse(await admin('operator:create', adminName, '--role', 'admin', '--json')) as {
    password: string;
  };

  // Some play: three rounds of Dice at the default stake of 1.00.
  const game = await openInhouseGame(page, 'Dice');
  await expect(game.getByTestId('balance')).toContainText('1.500,00');
  for (let round = 1; round <= 3; round++) {
    await game.getByTestId('bet-button').click();
    await expect(game.getByTestId('nonce')).toHaveText(String(round));
  }
  await expect(game.getByTestId('bet-summary')).toHaveCount(3);
  // The house's result: the stakes less what the three rounds paid out, as the recent bets list them.
  let paid = 0;
  for (const bet of await game.getByTestId('recent-bets').getByRole('listitem').all())
    paid += centsOf((await bet.locator('span').nth(3).textContent())!);
  const ggr = 300 - paid;

  // The member withdraws 1,200.00, above the brand's two-person threshold (1,000.00 by default).
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sacar', exact: true })).toBeVisible();
  const centre = await requestWithdrawal(page, '1200');
  await expect(centre.getByText('Em saques pendentes')).toBeVisible();

  const { page: desk } = await firstSignIn(browser, financeName, finance.password);
  await desk.getByRole('link', { name: 'Saques' }).click();
  await expect(desk.getByRole('heading', { name: 'Saques' })).toBeVisible();
  const withdrawal = desk.getByRole('row', { name: new RegExp(member) });
  await expect(withdrawal).toContainText('1200.00');
  await expect(withdrawal).toContainText('Aguardando análise');
  await snapConsole(desk, 'cashier');
  await withdrawal.getByRole('button', { name: /^Aprovar/ }).click();
  await expect(desk.getByRole('status')).toContainText('aguarda um segundo operador');
  await expect(withdrawal).toContainText('aguarda um segundo');
  // The first approver cannot also give the second approval.
  await withdrawal.getByRole('button', { name: /^Aprovar/ }).click();
  await expect(desk.getByRole('alert')).toContainText('segundo operador');

  const { page: office } = await firstSignIn(browser, adminName, boss.password);
  await office.getByRole('link', { name: 'Saques' }).click();
  const toPay = office.getByRole('row', { name: new RegExp(member) });
  await toPay.getByRole('button', { name: /^Aprovar/ }).click();
  await expect(office.getByRole('status')).toContainText('aprovado: 1200.00 pago');
  await expect(toPay).toHaveCount(0);

  // The dashboard: the member's day as the roll-ups hold it, the brand's day at least that much.
  await office.getByRole('link', { name: 'Painel' }).click();
  await expect(office.getByRole('heading', { name: 'Painel' })).toBeVisible();
  await office.getByLabel('O dia de um membro (usuário)').fill(member);
  await office.getByRole('button', { name: 'Buscar' }).click();
  const row = office.getByRole('table', { name: `Hoje de ${member}` }).getByRole('row', { name: new RegExp(member) });
  await expect(row.getByRole('cell')).toHaveText([member, '3', '3.00', '3.00', money(ggr), '0.00', '1200.00']);
  const figure = (name: string) => office.locator(`[data-figure="${name}"] dd`);
  expect(centsOf((await figure('turnover').textContent())!.replace('.', ','))).toBeGreaterThanOrEqual(300);
  expect(Number(await figure('registrations').textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await figure('activeMembers').textContent())).toBeGreaterThanOrEqual(1);
  expect(centsOf((await figure('withdrawals').textContent())!.replace('.', ','))).toBeGreaterThanOrEqual(120_000);
  await expect(office.getByRole('img', { name: 'Últimos 7 dias' }).locator('canvas')).toBeVisible();
  await snapConsole(office, 'dashboard');

  // After all that money moved, the books still agree: the system page runs the checks on demand.
  await office.getByRole('link', { name: 'Sistema' }).click();
  await office.getByRole('button', { name: 'Conferir agora' }).click();
  await expect(office.getByRole('status').filter({ hasText: 'Tudo confere' })).toBeVisible({ timeout: 30_000 });
  await expect(office.getByRole('table', { name: 'Tarefas em segundo plano' })).toBeVisible();
  await snapConsole(office, 'system');

  // The lottery: a fast game's issues, the latest drawn one opened on its result and revealed seed.
  await office.getByRole('link', { name: 'Loteria' }).click();
  await office.getByRole('button', { name: 'Concursos de VNF45S' }).click();
  const issues = office.getByRole('table', { name: 'Concursos de VNF45S' });
  await office.getByRole('combobox', { name: 'Estado' }).selectOption('settled');
  await issues
    .getByRole('button', { name: /^Concurso / })
    .first()
    .click();
  const issue = office.getByRole('region', { name: /^Concurso / });
  await expect(issue.getByText('Resultado')).toBeVisible();
  await expect(issue.getByText('Revelada no sorteio')).toHaveCount(0);
  await snapConsole(office, 'lottery');
});

test('schedules a banner with an uploaded image and sees it on the player site; writes an announcement; handles feedback', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'the console journey runs once, in desktop-light');
  test.setTimeout(300_000);
  const editorName = freshUsername('cnt', testInfo);
  const editor = JSON.parse(await admin('operator:create', editorName, '--role', 'content', '--json')) as {
    password: string;
  };
  const { page: office } = await firstSignIn(browser, editorName, editor.password);
  // A banner for the promotions page, uploaded and scheduled from now to tomorrow, in Portuguese.
  await office.getByRole('link', { name: 'Conteúdo', exact: true }).click();
  const form = office.getByRole('form', { name: 'Novo banner' });
  const title = `Festival ${testInfo.workerIndex}-${Date.now() % 100_000}`;
  await form.getByLabel('Título (também a descrição da imagem)').fill(title);
  await form.getByLabel('Onde aparece').selectOption('promotion');
  await form.getByLabel('Idioma').selectOption('pt');
  // A file that is not a picture is refused before anything is sent.
  await form
    .getByLabel('Imagem', { exact: true })
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await form.getByRole('button', { name: 'Enviar e agendar' }).click();
  await expect(form.getByRole('alert')).toContainText('PNG, JPG ou WebP');
  await form
    .getByLabel('Imagem', { exact: true })
    .setInputFiles({ name: 'festival.png', mimeType: 'image/png', buffer: bannerPng() });
  const at = (ms: number) =>
    new Date(Date.now() + ms - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await form.getByLabel('Exibir a partir de').fill(at(-60_000));
  await form.getByLabel('Exibir até').fill(at(86_400_000));
  await form.getByRole('button', { name: 'Enviar e agendar' }).click();
  await expect(form.getByRole('status')).toContainText('salvo');
  await expect(office.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  await snapConsole(office, 'content');
  // The promotions page has the demo's banner too: one slide at a time, the next after 5 s.
  await expect(async () => {
    await page.goto('/promotions');
    await expect(page.getByRole('region', { name: 'Destaques' }).getByRole('img', { name: title })).toBeVisible({
      timeout: 12_000,
    });
  }).toPass({ timeout: 40_000 });
  if (takeScreenshots)
    await page.screenshot({ path: path.join(screenshotDir, 'console-banner-on-site-light-1440x900.png') });

  // An announcement in rich text, bold and a link, for English readers (the Portuguese notices
  // other journeys count stay as they are); the preview and the site answer it sanitised.
  await office.getByRole('tab', { name: 'Avisos e popups' }).click();
  await office.getByRole('button', { name: 'Novo aviso' }).click();
  const notice = office.getByRole('form', { name: 'Novo aviso' });
  const noticeTitle = `Draw ${testInfo.workerIndex}-${Date.now() % 100_000}`;
  await notice.getByLabel('Título', { exact: true }).fill(noticeTitle);
  await notice.getByLabel('Idioma').selectOption('en');
  const body = notice.getByRole('textbox', { name: 'Texto' });
  await body.click();
  await notice.getByRole('button', { name: 'Negrito' }).click();
  await body.pressSequentially('Big prizes');
  await notice.getByRole('button', { name: 'Negrito' }).click();
  await body.pressSequentially(' on the promotions');
  for (let i = 0; i < 'promotions'.length; i++) await office.keyboard.press('Shift+ArrowLeft');
  await notice.getByRole('button', { name: 'Link', exact: true }).click();
  await notice.getByLabel('Endereço do link').fill('/promotions');
  await notice.getByRole('button', { name: 'Aplicar o link' }).click();
  await notice.getByRole('button', { name: 'Pré-visualizar' }).click();
  const preview = notice.getByRole('region', { name: 'Como os membros verão' });
  await expect(preview.locator('strong')).toHaveText('Big prizes');
  await expect(preview.getByRole('link', { name: 'promotions' })).toHaveAttribute('href', '/promotions');
  await notice.getByRole('button', { name: 'Salvar' }).click();
  // Saved, the form edits what it saved.
  await expect(office.getByRole('form', { name: 'Editar o aviso' }).getByRole('status')).toHaveText('Salvo.');
  await expect(office.getByRole('row', { name: new RegExp(noticeTitle) })).toContainText('Exibido agora');
  await snapConsole(office, 'content-announcement');
  const served = await page.request.get('/wps/relay/MCSFE_getListAnnouncements?types=PL', {
    headers: { Language: 'en' },
  });
  const notices = (await served.json()).value.list as { title: string; content: string }[];
  expect(notices.find((n) => n.title === noticeTitle)?.content).toBe(
    '<p><strong>Big prizes</strong> on the <a target="_blank" rel="noopener noreferrer" href="/promotions">promotions</a></p>',
  );

  for (const [tab, name] of [
    ['Artigos de ajuda', 'help'],
    ['Links e suporte', 'links'],
  ]) {
    await office.getByRole('tab', { name: tab }).click();
    await expect(office.getByRole('table').first()).toBeVisible();
    await snapConsole(office, `content-${name}`);
  }

  // A visitor's feedback reaches the inbox, and is marked handled with a note.
  const words = `O resultado do sorteio demorou ${Date.now() % 100_000} minutos`;
  const sent = await page.request.put('/wps/feedback', { data: { content: words }, headers: { Language: 'pt' } });
  expect(sent.status()).toBe(200);
  await office.getByRole('tab', { name: 'Caixa de opiniões' }).click();
  await office
    .getByRole('row', { name: new RegExp(words) })
    .getByRole('button', { name: /Marcar como tratada/ })
    .click();
  const handle = office.getByRole('form', { name: 'Opinião de Um visitante' });
  await handle.getByLabel('Nota').fill('Respondida por chat');
  await handle.getByRole('button', { name: 'Marcar como tratada' }).click();
  await expect(handle.getByRole('status')).toHaveText('Marcada como tratada.');
  await expect(office.getByRole('row', { name: new RegExp(words) })).toHaveCount(0);
  await snapConsole(office, 'content-feedback');
});

test('previews an hour of agent salaries and opens the run', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'the console journey runs once, in desktop-light');
  const financeName = freshUsername('fc', testInfo);
  const finance = JSON.parse(await admin('operator:create', financeName, '--role', 'finance', '--json')) as {
    password: string;
  };
  const { page: office } = await firstSignIn(browser, financeName, finance.password);
  await office.getByRole('link', { name: 'Contratos' }).click();
  await expect(office.getByRole('heading', { name: 'Contratos de agentes' })).toBeVisible();
  const form = office.getByRole('form', { name: 'Pré-visualizar um período' });
  // An hour ten days back: a period no other journey settles (the runs are the brand's, shared).
  await form.getByLabel('Tipo').selectOption('hourly_salary');
  await form.getByLabel('Um dia do período').fill(new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10));
  await form.getByRole('button', { name: 'Pré-visualizar' }).click();
  const run = office.getByRole('region', { name: /^Liquidação \d+$/ });
  await expect(run.getByRole('heading', { name: /Salário por hora .* no total$/ })).toBeVisible();
  await expect(run.getByRole('button', { name: 'Aprovar e pagar' })).toBeVisible();
  await expect(office.getByRole('table', { name: 'Liquidações' }).getByRole('row')).not.toHaveCount(1);
  await snapConsole(office, 'contracts');
});

test('an admin marks a game hot and back, sees a bet range refused under its field, and manages an operator in the settings', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'the console journey runs once, in desktop-light');
  // A first sign-in and twelve screenshots: minutes on a busy two-core machine.
  test.setTimeout(240_000);
  const adminName = freshUsername('adm', testInfo);
  const created = JSON.parse(await admin('operator:create', adminName, '--role', 'admin', '--json')) as {
    password: string;
  };
  const { page: office } = await firstSignIn(browser, adminName, created.password);

  // Games: the catalogue as the server pages it; the in-house Dice marked hot off, then on again.
  await office.getByRole('link', { name: 'Jogos', exact: true }).click();
  await expect(office.getByRole('heading', { name: 'Jogos', level: 1 })).toBeVisible();
  await office.getByLabel('Nome ou código').fill('dice');
  await office.getByRole('button', { name: 'Mostrar' }).click();
  const hot = office.getByRole('checkbox', { name: /^Dice em alta$/ });
  await expect(hot).toBeChecked();
  await hot.click();
  await expect(hot).not.toBeChecked();
  await hot.click();
  await expect(hot).toBeChecked();
  // A Dice range whose maximum is below its minimum is refused under the field, what was typed kept.
  const minimum = office.getByLabel('Dados: aposta mínima');
  const maximum = office.getByLabel('Dados: aposta máxima');
  await minimum.fill('500');
  await maximum.fill('10');
  await office.getByRole('button', { name: 'Salvar faixas de aposta' }).click();
  await expect(office.getByText('Não pode ser menor que o mínimo.')).toBeVisible();
  await expect(minimum).toHaveValue('500');
  await expect(maximum).toHaveValue('10');
  await snapConsole(office, 'games');

  // Settings: a support operator created (its password shown once), then locked; the roles matrix.
  await office.getByRole('link', { name: 'Configurações' }).click();
  await expect(office.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  await snapConsole(office, 'settings-site');
  await office.getByRole('tab', { name: 'Operadores' }).click();
  const supportName = freshUsername('sup', testInfo);
  await office.getByRole('textbox', { name: 'Usuário', exact: true }).fill(supportName);
  await office.getByRole('combobox', { name: 'Função', exact: true }).selectOption('support');
  await office.getByRole('button', { name: 'Criar operador' }).click();
  await expect(office.getByText(`Operador ${supportName} criado.`)).toBeVisible();
  await office.getByRole('button', { name: `Bloquear ${supportName}` }).click();
  await expect(office.getByRole('button', { name: `Desbloquear ${supportName}` })).toBeVisible();
  await snapConsole(office, 'settings-operators');
  await office.getByRole('tab', { name: 'Funções' }).click();
  await expect(office.getByRole('table')).toContainText('games.write');
  await snapConsole(office, 'settings-roles');
});
