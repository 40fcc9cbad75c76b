// One audit record in a dialog: who, when, from where, the operation and its object, and the
// changed fields side by side (before | after); a secret shows only that it changed.
import styled from 'styled-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { FactList } from '@/components/FactList';
import { auditDateTime, objectLabel, valueText, type AuditRecord } from './auditText';

export interface AuditRecordDetailProps {
  record: AuditRecord | null;
  onClose: () => void;
}

const Title = styled.h3`
  margin: ${({ theme }) => `${theme.space.lg}px 0 ${theme.space.sm}px`};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

const Changes = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.grey[200]};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  td:first-child {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Before = styled.td`
  background: ${({ theme }) => theme.colors.alert.error.light};
`;
const After = styled.td`
  background: ${({ theme }) => theme.colors.alert.success.light};
`;
const Secret = styled.td`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-style: italic;
`;
const None = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function facts(t: TFunction<'audit'>, language: string, record: AuditRecord): [string, string][] {
  return [
    [t('detail.when'), auditDateTime(record.at, language)],
    [t('detail.actor'), record.actor.email ?? t('nobody')],
    [t('detail.role'), record.actor.role ?? '—'],
    [
      t('detail.operation'),
      t(`operations.${record.operation}`, { defaultValue: record.operation }),
    ],
    [t('detail.outcome'), t(`outcome.${record.outcome}`)],
    [t('detail.object'), objectLabel(t, record.object)],
    [
      t('detail.station'),
      record.gas_station ? (record.gas_station.name ?? `#${record.gas_station.id}`) : '—',
    ],
    [t('detail.address'), record.address ?? '—'],
    [t('detail.userAgent'), record.user_agent ?? '—'],
  ];
}

export function AuditRecordDetail({ record, onClose }: AuditRecordDetailProps) {
  const { t, i18n } = useTranslation('audit');
  return (
    <Modal
      open={record !== null}
      title={record ? t('detail.title', { seq: record.seq }) : undefined}
      onCancel={onClose}
      onAccept={onClose}
      acceptLabel={t('detail.close')}
      footer={null}
      maxWidth="md"
    >
      {record && (
        <>
          <FactList>
            {facts(t, i18n.language, record).map(([label, value]) => (
              <Fact key={label} label={label} value={value} />
            ))}
          </FactList>
          <Title>{t('detail.changes')}</Title>
          {record.changes.length === 0 ? (
            <None>{t('detail.noChanges')}</None>
          ) : (
            <Changes>
              <thead>
                <tr>
                  <th scope="col">{t('detail.field')}</th>
                  <th scope="col">{t('detail.before')}</th>
                  <th scope="col">{t('detail.after')}</th>
                </tr>
              </thead>
              <tbody>
                {record.changes.map((change) => (
                  <tr key={change.field}>
                    <td>{change.field}</td>
                    {change.secret ? (
                      <Secret colSpan={2}>{t('detail.secret')}</Secret>
                    ) : (
                      <>
                        <Before>{valueText(change.before)}</Before>
                        <After>{valueText(change.after)}</After>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </Changes>
          )}
        </>
      )}
    </Modal>
  );
}
