// 'Mi perfil' › 'Verificación en dos pasos': on (since when, recovery codes left) or off, whether
// the organisation requires it, and the actions: turn on, set up again, turn off (not when
// required). Presentational.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { sessionDate } from '../model/sessionDates';

/** The contract's TwoStepStatus. */
export interface TwoStepState {
  enabled: boolean;
  enabled_at: string | null;
  required: boolean;
  recovery_codes_left: number;
}

export interface TwoStepSummaryProps {
  status: TwoStepState;
  onEnable: () => void;
  onDisable: () => void;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const State = styled.span<{ $on: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $on }) => ($on ? theme.colors.alert.success.main : theme.colors.text.primary)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export function TwoStepSummary({ status, onEnable, onDisable }: TwoStepSummaryProps) {
  const { t, i18n } = useTranslation('profile');
  return (
    <Root>
      <Text>
        <State $on={status.enabled}>
          {status.enabled && status.enabled_at
            ? t('twoStep.on', { date: sessionDate(status.enabled_at, i18n.language) })
            : t('twoStep.off')}
        </State>
        {status.enabled && (
          <span>{t('twoStep.codesLeft', { count: status.recovery_codes_left })}</span>
        )}
        {status.required && <span>{t('twoStep.required')}</span>}
      </Text>
      <Actions>
        <Button variant={status.enabled ? 'secondary' : 'primary'} onClick={onEnable}>
          {status.enabled ? t('twoStep.redo') : t('twoStep.enable')}
        </Button>
        {status.enabled && !status.required && (
          <Button variant="danger" onClick={onDisable}>
            {t('twoStep.disable')}
          </Button>
        )}
      </Actions>
    </Root>
  );
}
