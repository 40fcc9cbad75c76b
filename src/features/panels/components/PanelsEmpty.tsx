// What an empty panel list says: no match for the search; no panels yet with a call to create
// the first one (for those who may); or, for viewers, who to ask.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';

export interface PanelsEmptyProps {
  canManage: boolean;
  /** A search is applied: nothing matched it. */
  searching: boolean;
  onCreate?: () => void;
}

export function PanelsEmpty({ canManage, searching, onCreate }: PanelsEmptyProps) {
  const { t } = useTranslation('panels');
  if (searching) {
    return (
      <EmptyState icon="search" title={t('empty.noMatch')} description={t('empty.noMatchHint')} />
    );
  }
  if (canManage) {
    return (
      <EmptyState
        icon="camera"
        title={t('empty.title')}
        description={t('empty.manageHint')}
        action={
          onCreate && (
            <Button startIcon="plus" onClick={onCreate}>
              {t('empty.createFirst')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <EmptyState icon="camera" title={t('empty.viewerTitle')} description={t('empty.askAdmin')} />
  );
}
