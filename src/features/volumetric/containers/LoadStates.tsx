// The volumetric screens' states before their data: loading, 'Sistema no encontrado' (a 404,
// or an id that is not a number) with a link back, and a failed load with 'Reintentar'.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Spinner } from '@/components/Spinner';
import { VOLUMETRIC_FAILURES } from '../model/saveFailure';
import { failureMessage, failureStatus } from '@/lib/apiFailure';

export const SUPPLIERS_PATH = '/volumetric-suppliers';

const BackLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export function NotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation('volumetric');
  return (
    <EmptyState
      icon="settings"
      title={t('notFound')}
      action={<BackLink to={backTo}>{backLabel}</BackLink>}
    />
  );
}

interface QueryState {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** What to show instead of the screen while `query` has no data, or null once it has. */
export function LoadState({
  query,
  valid = true,
  backTo,
  backLabel,
}: {
  query: QueryState;
  valid?: boolean;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation(['volumetric', 'common']);
  if (!valid || failureStatus(query.error) === 404) {
    return <NotFound backTo={backTo} backLabel={backLabel} />;
  }
  if (query.isError) {
    const message = failureMessage(query.error, VOLUMETRIC_FAILURES);
    return (
      <EmptyState
        icon="settings"
        title={t('loadFailed')}
        description={t(message, { defaultValue: message })}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  return <Spinner centered />;
}

/** A positive integer id of the URL, or null. */
export function idParam(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}
