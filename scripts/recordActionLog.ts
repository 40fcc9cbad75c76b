// Records a real browser session for tests/replay/: Chromium signs in to the production server
// as the demo editor, opens a few screens, exports the recorder's log through the user menu's
// download, and writes it with the state the browser ended in as the expectations.
//   npm run build && npx ts-node --transpile-only scripts/recordActionLog.ts [name]
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './lib/browser';
import { projectRoot, startProductionServer } from './lib/productionServer';

async function main() {
  const name = process.argv[2] ?? 'editor-session';
  const server = await startProductionServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Usuario').first().fill('editor@demo.surtidor.mx');
    await page.getByLabel('Contraseña').first().fill('Demo#2026!');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/home');
    await page.getByText('PL/1404/EXP/ES/2015').first().waitFor();
    await page.getByRole('link', { name: 'Configuración' }).first().click();
    await page.waitForURL('**/settings');
    await page.getByRole('link', { name: 'Global' }).first().click();
    await page.waitForURL('**/home');
    await page.getByText('PL/1404/EXP/ES/2015').first().waitFor();
    const state = await page.evaluate(() => ({
      status: JSON.parse(JSON.stringify(window.surtidorRecorder?.export().actions.length ?? 0)),
      profile: localStorage.getItem('profile'),
    }));
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /menú de usuario/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Exportar acciones grabadas' }).click();
    const file = await (await download).path();
    const log = JSON.parse(fs.readFileSync(file, 'utf8')) as { actions: unknown[] };
    const profile = JSON.parse(state.profile ?? 'null') as { email: string; id: number };
    const dir = path.join(projectRoot, 'tests/replay/logs');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(log, null, 2)}\n`);
    const expectations = {
      'auth.status': 'authenticated',
      'auth.token': '[redacted]',
      'auth.profile.email': profile.email,
      'auth.profile.id': profile.id,
      'auth.profile.user_role.name': 'Editor',
      'api.queries.getUserProfile(undefined).status': 'fulfilled',
      'api.queries.listGasStations({"items":1000}).status': 'fulfilled',
    };
    fs.writeFileSync(
      path.join(dir, `${name}.expect.json`),
      `${JSON.stringify(expectations, null, 2)}\n`,
    );
    console.info(`wrote ${log.actions.length} actions to tests/replay/logs/${name}.json`);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
