// 'Probar conexión': a day (yesterday by default) and a station (a linked one when the system
// has any, else its id at the supplier), then the unsaved form values are tried on the
// server. When editing, the saved system's id goes along so its secrets fill those not typed.
import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useTestVolumetricConnectionMutation,
  type VolumetricConnectionTest,
} from '@/api/volumetric';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Select } from '@/components/Select';
import { Spinner } from '@/components/Spinner';
import { TextField } from '@/components/TextField';
import type { SystemFormTestState } from '../components/SystemForm';
import { yesterday } from '../model/display';
import { VOLUMETRIC_FAILURES } from '../model/saveFailure';
import { toConnectionTestInput } from '../model/systemForm';
import { failureMessage } from '@/lib/apiFailure';

// The result (tables of steps and rows) loads only once a test has run.
const ConnectionTestResult = lazy(() =>
  import('../components/ConnectionTestResult').then((module) => ({
    default: module.ConnectionTestResult,
  })),
);

export interface LinkedStation {
  id: number;
  name: string;
}

export interface ConnectionTestPanelProps extends SystemFormTestState {
  supplierId: number;
  /** The saved system when editing. */
  systemId?: number;
  stations: LinkedStation[];
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.grey[50]};
  min-width: 0;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
`;

export function ConnectionTestPanel({
  values,
  valid,
  showErrors,
  supplierId,
  systemId,
  stations,
}: ConnectionTestPanelProps) {
  const { t } = useTranslation(['volumetric', 'common']);
  const [day, setDay] = useState(yesterday);
  const [stationId, setStationId] = useState(stations[0] ? String(stations[0].id) : '');
  const [supplierStationId, setSupplierStationId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<VolumetricConnectionTest | null>(null);
  const [runTest, test] = useTestVolumetricConnectionMutation();
  const byLinkedStation = stations.length > 0;
  const titleId = useId();

  const run = async () => {
    setProblem(null);
    if (!valid) {
      showErrors();
      setProblem(t('test.fixForm'));
      return;
    }
    const gasStationId = byLinkedStation ? Number(stationId) || undefined : undefined;
    const volumetricStationId = byLinkedStation ? undefined : supplierStationId.trim() || undefined;
    if (!gasStationId && !volumetricStationId) {
      setProblem(t('test.needStation'));
      return;
    }
    try {
      const answer = await runTest({
        volumetricSupplierId: supplierId,
        volumetricConnectionTestInput: toConnectionTestInput(values, {
          date: day,
          systemId,
          gasStationId,
          volumetricStationId,
        }),
      }).unwrap();
      setResult(answer);
    } catch (error) {
      setResult(null);
      const message = failureMessage(error, VOLUMETRIC_FAILURES);
      setProblem(t(message, { defaultValue: message }));
    }
  };

  // The panel sits inside the system form: Enter in its fields tests instead of saving.
  const testOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void run();
  };

  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId}>{t('test.title')}</Title>
      <Description>{t('test.description')}</Description>
      <Controls>
        <TextField
          type="date"
          label={t('test.day')}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          onKeyDown={testOnEnter}
          required
        />
        {byLinkedStation ? (
          <Select
            label={t('test.station')}
            value={stationId}
            onChange={setStationId}
            width={280}
            options={stations.map((s) => ({ value: String(s.id), label: s.name }))}
          />
        ) : (
          <TextField
            label={t('test.stationId')}
            value={supplierStationId}
            onChange={(event) => setSupplierStationId(event.target.value)}
            onKeyDown={testOnEnter}
            maxLength={200}
          />
        )}
        <Button
          type="button"
          variant="secondary"
          loading={test.isLoading}
          disabled={test.isLoading}
          onClick={() => void run()}
        >
          {t('test.run')}
        </Button>
      </Controls>
      {problem && <Alert severity="error">{problem}</Alert>}
      {result && (
        <Suspense fallback={<Spinner centered />}>
          <ConnectionTestResult result={result} />
        </Suspense>
      )}
    </Panel>
  );
}
