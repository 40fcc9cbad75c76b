// The month's findings with their filters (rule, day, severity), a page at a time, and the
// detail of the one opened (in a dialog). The day filter is shared with the calendar, and the
// filters and the finding opened live in the URL (?rule, ?day, ?severity, ?finding).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetComplianceFindingQuery,
  useListComplianceFindingsQuery,
  type ComplianceRuleId,
} from '@/api/compliance';
import { Modal } from '@/components/Modal';
import { Spinner } from '@/components/Spinner';
import { failureMessage } from '@/lib/apiFailure';
import { FindingDetail } from '../components/FindingDetail';
import { FindingsFilters, type FindingsFilterValue } from '../components/FindingsFilters';
import { FindingsTable } from '../components/FindingsTable';

export interface FindingsPanelProps {
  gasStationId: number;
  month: string;
  /** The days of the month, for the day filter. */
  days: string[];
  /** The rules with findings this month, in the rule table's order. */
  rules: ComplianceRuleId[];
  filters: FindingsFilterValue;
  onFiltersChange: (filters: FindingsFilterValue) => void;
  /** The finding opened, or null. */
  openId: number | null;
  onOpen: (id: number | null) => void;
  onDownloadFile: (file: { id: number; name: string }) => void;
  downloadingFiles: number[];
  timeZone?: string;
}

const PAGE_SIZES = [25, 50, 100];

export function FindingsPanel({
  gasStationId,
  month,
  days,
  rules,
  filters,
  onFiltersChange,
  openId,
  onOpen,
  onDownloadFile,
  downloadingFiles,
  timeZone,
}: FindingsPanelProps) {
  const { t } = useTranslation('compliance');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const list = useListComplianceFindingsQuery({
    gasStationId,
    month,
    rule: filters.rule ?? undefined,
    day: filters.day ?? undefined,
    severity: filters.severity ?? undefined,
    items: pageSize,
    offset: page * pageSize,
  });
  const detail = useGetComplianceFindingQuery(
    { gasStationId, id: openId ?? 0 },
    { skip: openId === null },
  );
  const message = failureMessage(list.error);
  const detailMessage = failureMessage(detail.error);
  const filtered = filters.rule !== null || filters.day !== null || filters.severity !== null;

  return (
    <>
      <FindingsFilters
        value={filters}
        rules={rules}
        days={days}
        onChange={(next) => {
          setPage(0);
          onFiltersChange(next);
        }}
      />
      <FindingsTable
        rows={list.data?.items ?? []}
        loading={list.isLoading}
        filtered={filtered}
        error={
          list.isError
            ? { message: t(message, { defaultValue: message }), onRetry: () => void list.refetch() }
            : null
        }
        onOpen={(row) => onOpen(row.id)}
        pagination={
          (list.data?.total ?? 0) > PAGE_SIZES[0]!
            ? {
                page,
                pageSize,
                pageSizeOptions: PAGE_SIZES,
                count: list.data?.total ?? 0,
                onPageChange: setPage,
                onPageSizeChange: (size) => {
                  setPage(0);
                  setPageSize(size);
                },
              }
            : undefined
        }
      />
      <Modal
        open={openId !== null}
        title={
          detail.data
            ? t(`rules.${detail.data.rule}`, { defaultValue: detail.data.title })
            : t('finding.title')
        }
        onCancel={() => onOpen(null)}
        footer={null}
        maxWidth="md"
      >
        {detail.data && detail.data.id === openId ? (
          <FindingDetail
            finding={detail.data}
            timeZone={timeZone}
            onDownloadFile={onDownloadFile}
            downloading={detail.data.file ? downloadingFiles.includes(detail.data.file.id) : false}
          />
        ) : detail.isError ? (
          <p role="alert">{t(detailMessage, { defaultValue: detailMessage })}</p>
        ) : (
          <Spinner centered />
        )}
      </Modal>
    </>
  );
}
