// Tickets upload (`/tickets_upload`, administrators): a station's sales tickets from an .xlsx
// file. Choose the file, map its columns, process it; the history below follows the job.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '@/components/Card';
import { TicketUploadFlow } from '../containers/TicketUploadFlow';
import { UploadHistory } from '../containers/UploadHistory';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
`;

export default function TicketsUploadPage() {
  const { t } = useTranslation('ticketsUpload');
  const [followedId, setFollowedId] = useState<number | null>(null);
  return (
    <Page>
      <Card title={t('title')} subtitle={t('subtitle')}>
        <TicketUploadFlow onProcessing={setFollowedId} />
      </Card>
      <Card title={t('history.title')} flush>
        <UploadHistory followedId={followedId} onFollow={setFollowedId} />
      </Card>
    </Page>
  );
}
