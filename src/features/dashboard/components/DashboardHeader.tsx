// The Dashboard's header (the layout's top bar shows the title 'Dashboard'): while
// the day's prices load a skeleton, then the download button (the comparison table as CSV or Excel) and, for roles that may change
// competitors, 'Agregar competencia'.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { IconButton } from '@/components/IconButton';
import { Menu } from '@/components/Menu';
import { Skeleton } from '@/components/Skeleton';

export type ExportFormat = 'csv' | 'xlsx';

export interface DashboardHeaderProps {
  /** The day's prices: loading shows a skeleton; ready shows the actions; error shows none. */
  status: 'loading' | 'ready' | 'error';
  canAddCompetitor: boolean;
  onAddCompetitor: () => void;
  onDownload: (format: ExportFormat) => void;
}

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 40px;
`;

export function DashboardHeader({
  status,
  canAddCompetitor,
  onAddCompetitor,
  onDownload,
}: DashboardHeaderProps) {
  const { t } = useTranslation('dashboard');
  const anchorRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <Bar aria-label={t('title')}>
      <Actions>
        {status === 'loading' && (
          <span role="status" aria-label={t('header.loading')}>
            <Skeleton variant="rect" width={240} height={40} />
          </span>
        )}
        {status === 'ready' && (
          <>
            <IconButton
              ref={anchorRef}
              icon="download"
              aria-label={t('header.download')}
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
            />
            <Menu
              open={menuOpen}
              anchorRef={anchorRef}
              onClose={() => setMenuOpen(false)}
              placement="bottom-end"
              items={[
                {
                  key: 'csv',
                  label: t('header.downloadCsv'),
                  icon: 'csv',
                  onSelect: () => onDownload('csv'),
                },
                {
                  key: 'xlsx',
                  label: t('header.downloadXlsx'),
                  icon: 'file',
                  onSelect: () => onDownload('xlsx'),
                },
              ]}
            />
            {canAddCompetitor && (
              <Button startIcon="plus" onClick={onAddCompetitor}>
                {t('header.addCompetitor')}
              </Button>
            )}
          </>
        )}
      </Actions>
    </Bar>
  );
}
