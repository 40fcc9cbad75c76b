// Alert rules (`/alert-rules`, every signed-in user; the server lists only the rules whose
// stations the user can see): name, condition, stations, severity, channels, state and silence.
// Admins and Editors add ('Nueva regla'), edit, silence, end a silence and delete; everybody
// else reads. Everybody chooses how they hear about a rule ('Mis avisos').
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { CrudListLayout } from '@/components/CrudListLayout';
import { EmptyState } from '@/components/EmptyState';
import { AlertRulesTable } from '../components/AlertRulesTable';
import { SilenceDialog } from '../components/SilenceDialog';
import { RuleNotices } from '../containers/RuleNotices';
import { useRuleList } from '../containers/useRuleList';
import type { AlertRuleView } from '../model/viewTypes';
import { validateSilence } from '../model/silenceForm';

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.xl}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const ReadOnly = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.xl}px ${theme.space.md}px`};
`;

export default function AlertRulesPage() {
  const { t } = useTranslation(['alertRules', 'common']);
  const list = useRuleList();
  const [noticesOf, setNoticesOf] = useState<AlertRuleView | null>(null);
  // The silences are judged when the list is drawn (again after each change).
  const now = new Date();
  return (
    <CrudListLayout
      title={t('title')}
      subtitle={t('subtitle')}
      add={list.add}
      confirmations={list.confirmations}
      extra={
        <>
          <SilenceDialog
            open={list.silencing !== null}
            name={list.silencing?.rule.name ?? ''}
            initialValues={list.silencing?.values ?? {}}
            validate={validateSilence}
            onSubmit={list.submitSilence}
            onCancel={list.closeSilence}
          />
          <RuleNotices rule={noticesOf} onClose={() => setNoticesOf(null)} />
        </>
      }
    >
      {!list.canManage && (
        <ReadOnly>
          <Alert severity="info">{t('readOnly')}</Alert>
        </ReadOnly>
      )}
      <AlertRulesTable
        rules={list.rules}
        now={now}
        canManage={list.canManage}
        loading={list.loading}
        error={list.error}
        empty={
          <EmptyState
            icon="alert-warning"
            title={t('empty.title')}
            description={t('empty.description')}
            action={
              list.canManage ? (
                <Button startIcon="plus" onClick={list.create}>
                  {t('empty.action')}
                </Button>
              ) : undefined
            }
          />
        }
        onEdit={list.edit}
        onSilence={list.openSilence}
        onEndSilence={list.askEndSilence}
        onDelete={list.askDelete}
        onNotices={setNoticesOf}
      />
      {list.total > list.rules.length && (
        <Note role="note">{t('listLimit', { shown: list.rules.length, total: list.total })}</Note>
      )}
    </CrudListLayout>
  );
}
