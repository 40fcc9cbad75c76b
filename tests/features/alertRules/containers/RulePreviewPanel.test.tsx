import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RulePreviewPanel } from '@/features/alertRules/containers/RulePreviewPanel';
import { newRuleValues, type RuleFormValues } from '@/features/alertRules/model/ruleForm';
import { alertRulesHandlers, alertRulesState } from '../../../support/msw/alertRulesHandlers';
import { demoProfiles, demoToken } from '../../../support/msw/handlers';
import { setupApiServer, testOrigin } from '../../../support/msw/server';
import { renderScreen, signedInAs } from '../../../support/renderScreen';

const server = setupApiServer();
jest.setTimeout(20000);

const move = (ids: string[], min = '0.30'): RuleFormValues => ({
  ...newRuleValues(),
  condition: { kind: 'competitor_move', fuels: ['regular'], min_change: min },
  gas_station_ids: ids,
});

/** The panel with buttons that change its values, as typing in the form would. */
function Harness({ steps }: { steps: RuleFormValues[] }) {
  const [i, setI] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setI((n) => Math.min(n + 1, steps.length - 1))}>
        siguiente
      </button>
      <RulePreviewPanel values={steps[i]!} />
    </>
  );
}

function renderPanel(steps: RuleFormValues[], state = alertRulesState()) {
  server.use(...alertRulesHandlers(testOrigin, state));
  const result = renderScreen(<Harness steps={steps} />, {
    auth: signedInAs(demoProfiles.editor, demoToken('editor')),
  });
  return { ...result, state };
}

const previews = (requests: string[]) => requests.filter((r) => r.includes('/preview'));

describe('RulePreviewPanel', () => {
  it('asks nothing while the condition is incomplete', async () => {
    const { state } = renderPanel([
      { ...move(['1']), condition: { kind: 'competitor_move', fuels: ['regular'] } },
    ]);
    expect(screen.getByText(/Completa la condición/)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 600));
    expect(previews(state.requests)).toEqual([]);
  });

  it('shows loading, then the count and examples; the last values win', async () => {
    const { user, state } = renderPanel([move(['1']), move(['1', '2']), move(['1', '2', '3'])]);
    expect(
      screen.getByRole('status', { name: 'Calculando sobre el historial…' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'siguiente' }));
    await user.click(screen.getByRole('button', { name: 'siguiente' }));
    expect(
      await screen.findByText('Habría levantado 3 alertas en los últimos 30 días.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Gas Norte movió Regular de 23.49 a 22.99/)).toHaveLength(3);
    // The answer shown is for the last values (earlier requests, if any went out, are dropped).
    expect(previews(state.requests).at(-1)).toContain('"gas_station_ids":[1,2,3]');
  });

  it('says in words that a connector keeps no history, and when the preview failed', async () => {
    renderPanel([
      {
        ...newRuleValues(),
        condition: { kind: 'connector_failing', fuels: [], hours: '2' },
        gas_station_ids: ['1'],
      },
    ]);
    expect(await screen.findByText(/su historial no se guarda/)).toBeInTheDocument();
  });

  it('shows a failure in Spanish', async () => {
    const state = { ...alertRulesState(), previewFails: true };
    renderPanel([move(['1'])], state);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/\S/));
  });
});
