// Management end to end, in Chromium against the production build with the demo data:
// an administrator registers a station from a real regulator permit, finds its competitors by
// distance and adds the two nearest, creates an Editor with access to it only and sets a goal
// for it; the Editor signs in, sees only that station with its two competitors in the price
// table, adds a competitor of Monterrey chosen from the registry's suggestions and one by a valid
// permit the registry lacks (shown without prices), and the dashboard's service-metric chart gets
// the goal as its marker.
import type { Page } from 'playwright-core';
import { signIn, startE2eSuite } from '../support/e2eSuite';

/** A real station of the regulator's feed that no demo customer owns (1 km from demo station 1). */
const PERMIT = 'PL/8543/EXP/ES/2015';
const REGISTRY_NAME = 'SERVICIOS GUZMAN, S. A.';
/** A real station of Monterrey: only the national registry every installation loads knows it. */
const MONTERREY_PERMIT = 'PL/3630/EXP/ES/2015';
const MONTERREY_NAME = 'GASOLINERA GARAGE MONTERREY, S.A.';
/** A permit of valid shape that no feed holds. */
const UNREGISTERED_PERMIT = 'PL/99999/EXP/ES/2099';
const EDITOR_EMAIL = 'gerente.guzman@surtidordemo.mx';
const EDITOR_PASSWORD = 'Gerente#2026';

const suite = startE2eSuite();

async function api<T>(token: string, url: string): Promise<T> {
  const response = await fetch(`${suite.server.url}${url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  combobox: RegExp,
  option: string,
) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

it('registers a station, finds competitors by distance, gives an Editor access and sets a goal', async () => {
  // --- The administrator registers the station from its permit. ---
  const admin = await suite.newPage();
  const page = admin.page;
  const adminToken = await signIn(page, 'admin@demo.surtidor.mx');
  await page.goto('/gas-stations');
  await page
    .getByRole('table', { name: 'Lista de gasolineras' })
    .locator('tbody tr')
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Agregar gasolinera' }).click();
  const form = page.getByRole('form', { name: 'Nueva gasolinera' });
  await form.getByLabel(/^Permiso/).fill(PERMIT.toLowerCase());
  await form.getByRole('button', { name: 'Buscar en el registro' }).click();
  await form.getByText('Encontrada en el registro de la CRE').waitFor();
  await form.getByRole('button', { name: 'Usar estos datos' }).click();
  expect(await form.getByLabel(/^Nombre/).inputValue()).toBe(REGISTRY_NAME);
  await choose(page, form, /Cliente/, 'Grupo Surtidor Demo');
  await form.getByLabel(/^Marca/).fill('Pemex');
  await form.getByLabel(/^Dirección/).fill('Av. Aguascalientes Norte 1201');
  await form.getByLabel(/^Número de bombas/).fill('8');
  await choose(page, form, /Estado/, 'Aguascalientes');
  await choose(page, form, /Ciudad/, 'Aguascalientes');
  await form.getByLabel('Inicio del turno 1').fill('06:00');
  await form.getByLabel('Fin del turno 1').fill('14:00');
  await form.getByRole('button', { name: 'Crear gasolinera' }).click();
  await page.waitForURL(/\/gas-stations\/detail\/\d+$/);
  const stationId = Number(/(\d+)$/.exec(page.url())![1]);
  await page.getByText('Gasolinera creada correctamente').waitFor();

  // --- Its competitors, found by distance in the regulator's registry. ---
  await page.getByRole('tab', { name: 'Competencia' }).click();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const candidates = page
    .getByRole('table', { name: 'Estaciones del registro' })
    .locator('tbody tr');
  await candidates.first().locator('td').nth(2).getByText(/ km$/).waitFor();
  const found: { permit: string; name: string }[] = [];
  for (const row of [0, 1]) {
    const cells = candidates.nth(row).locator('td');
    found.push({
      name: (await cells.nth(0).textContent())!.trim(),
      permit: (await cells.nth(1).textContent())!.trim(),
    });
  }
  const distances = await candidates.locator('td:nth-child(3)').allTextContents();
  const km = distances.map((d) => Number.parseFloat(d));
  expect(km).toEqual([...km].sort((a, b) => a - b));
  expect(km[0]).toBeLessThanOrEqual(5);
  // ...and the two nearest added under an alias.
  for (const [index, rival] of found.entries()) {
    // By its permit: two real stations of the registry may share a name.
    await candidates
      .filter({ hasText: rival.permit })
      .getByRole('button', { name: `Agregar a ${rival.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Agregar competidor' });
    await dialog.getByLabel(/Alias del competidor/).fill(`Competidor ${index + 1}`);
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('table', { name: 'Competidores de la gasolinera' })
      .getByText(`Competidor ${index + 1}`)
      .waitFor();
  }
  const rivals = await api<{ items: { permission: string; name: string }[] }>(
    adminToken,
    `/api/gas_station_rivals?gas_station_id=${stationId}`,
  );
  expect(rivals.items.map((r) => r.permission).sort()).toEqual(found.map((f) => f.permit).sort());

  // --- An Editor with access to this station only. ---
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Usuarios' }).click();
  await page.getByRole('button', { name: 'Agregar usuario' }).click();
  const userForm = page.getByRole('form', { name: 'Nuevo usuario' });
  await userForm.getByLabel(/^Nombre/).fill('Gerardo Guzmán');
  await userForm.getByLabel(/^Correo/).fill(EDITOR_EMAIL);
  await userForm.getByLabel(/^Teléfono/).fill('4491234567');
  await userForm.getByLabel(/^Contraseña/).fill(EDITOR_PASSWORD);
  await userForm.getByLabel(/^Confirmar contraseña/).fill(EDITOR_PASSWORD);
  await choose(page, userForm, /Rol/, 'Editor');
  await choose(page, userForm, /Cliente/, 'Grupo Surtidor Demo');
  await userForm.getByRole('combobox', { name: /Acceso a gasolineras/ }).click();
  await page.getByRole('option', { name: REGISTRY_NAME }).click();
  await page.keyboard.press('Escape');
  await userForm.getByRole('button', { name: 'Crear usuario' }).click();
  await page.getByText('Usuario creado correctamente').waitFor();

  // --- A goal for the station: the Inmediatez marker of the dashboard. ---
  await page.goto('/goals');
  await page.getByRole('button', { name: 'Agregar meta' }).click();
  const goalForm = page.getByRole('form', { name: 'Nueva meta' });
  await choose(page, goalForm, /Cliente/, 'Grupo Surtidor Demo');
  await choose(page, goalForm, /Métrica/, 'Inmediatez (segundos)');
  await goalForm.getByRole('combobox', { name: /Gasolineras a las que aplica/ }).click();
  await page.getByRole('option', { name: REGISTRY_NAME }).click();
  await page.keyboard.press('Escape');
  await goalForm.getByLabel(/^Cantidad/).fill('95');
  await choose(page, goalForm, /Periodo/, 'Fechas');
  // From this month on: the most recently started goal is the one the chart shows.
  const monthStart = `${new Date().toISOString().slice(0, 7)}-01`;
  await goalForm.getByLabel(/^Fecha de inicio/).fill(monthStart);
  await goalForm.getByLabel(/^Fecha de fin/).fill('2035-12-31');
  await goalForm.getByRole('button', { name: 'Crear meta' }).click();
  await page.getByText('Meta creada correctamente').waitFor();
  await page.getByRole('table', { name: 'Lista de metas' }).getByText(REGISTRY_NAME).waitFor();
  await admin.context.close();

  // --- The Editor sees only that station. ---
  const editor = await suite.newPage();
  const editorPage = editor.page;
  const editorToken = await signIn(editorPage, EDITOR_EMAIL, EDITOR_PASSWORD);
  const visible = await api<{ items: { id: number; name: string }[] }>(
    editorToken,
    '/api/gas_stations',
  );
  expect(visible.items.map((s) => s.id)).toEqual([stationId]);
  await editorPage.getByText(REGISTRY_NAME).first().waitFor();
  expect(await editorPage.getByText('SERVICIO LOMAS AGUASCALIENTES SA DE CV').count()).toBe(0);

  // --- ...with its two competitors beside it in the price table... ---
  // The dashboard may ask for its charts before their tab opens: listen from the start.
  const inmediatez: Promise<unknown>[] = [];
  editorPage.on('response', (response) => {
    if (response.url().includes('/service_metrics/inmediatez')) inmediatez.push(response.json());
  });
  await editorPage.goto('/dashboard');
  await editorPage.getByRole('tab', { name: 'Precio de combustible' }).click();
  for (const index of [1, 2]) {
    await editorPage.getByRole('row', { name: new RegExp(`Competidor ${index}`) }).waitFor();
  }
  expect(await api(editorToken, `/api/gas_station_rivals?gas_station_id=${stationId}`)).toEqual(
    rivals,
  );

  // --- The Editor adds a competitor of Monterrey, far from the demo's two cities, chosen from
  // the registry's suggestions while typing its permit... ---
  const table = editorPage.getByRole('table', {
    name: 'Comparación de precios con la competencia',
  });
  await editorPage.getByRole('button', { name: 'Agregar competencia' }).click();
  let add = editorPage.getByRole('dialog', { name: 'Agregar competencia' });
  await add.getByLabel('Permiso de la CRE').fill('pl/3630/exp');
  await add
    .getByRole('list', { name: 'Estaciones del registro de la CRE que coinciden' })
    .getByRole('button', { name: new RegExp(MONTERREY_NAME) })
    .click();
  expect(await add.getByLabel('Permiso de la CRE').inputValue()).toBe(MONTERREY_PERMIT);
  await add.getByRole('button', { name: 'Agregar' }).click();
  await add.waitFor({ state: 'detached' });
  const monterrey = table.getByRole('row', { name: new RegExp(MONTERREY_NAME) });
  await monterrey.getByText(MONTERREY_PERMIT).waitFor();

  // --- ...and one by a valid permit the registry does not know yet: announced, then saved as
  // typed, without prices. ---
  await editorPage.getByRole('button', { name: 'Agregar competencia' }).click();
  add = editorPage.getByRole('dialog', { name: 'Agregar competencia' });
  await add.getByLabel('Apodo de la competencia').fill('La nueva de la 57');
  await add.getByLabel('Dirección').fill('Carretera 57 km 3');
  await add.getByLabel('Permiso de la CRE').fill(UNREGISTERED_PERMIT);
  await add.getByText(/Este permiso no está en el registro de la CRE/).waitFor();
  await add.getByRole('button', { name: 'Agregar' }).click();
  await add.waitFor({ state: 'detached' });
  const unregistered = table.getByRole('row', { name: /La nueva de la 57/ });
  await unregistered.getByText('Sin precios publicados').waitFor();
  await unregistered.getByText(UNREGISTERED_PERMIT).waitFor();
  const linked = await api<{ items: { permission: string; cre_place_id: number | null }[] }>(
    editorToken,
    `/api/gas_station_rivals?gas_station_id=${stationId}`,
  );
  expect(linked.items.slice(-2)).toEqual([
    expect.objectContaining({ permission: MONTERREY_PERMIT, cre_place_id: expect.any(Number) }),
    expect.objectContaining({ permission: UNREGISTERED_PERMIT, cre_place_id: null }),
  ]);

  // --- ...and the dashboard's Inmediatez chart carries the goal as the station's marker. ---
  await editorPage.getByRole('tab', { name: 'Métricas de servicio' }).click();
  await editorPage.locator('figure[aria-label="Inmediatez por estación"] svg').waitFor();
  expect(inmediatez.length).toBeGreaterThan(0);
  const chart = (await inmediatez.at(-1)) as {
    chartData: { gas_station_id: number; goal: number | null }[];
  };
  expect(chart.chartData.find((row) => row.gas_station_id === stationId)?.goal).toBe(95);
  await editor.context.close();
});
