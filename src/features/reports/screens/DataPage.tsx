// Data (`/data`): ask for report PDFs (by e-mail or WhatsApp), follow the recent requests, and
// download a station's days as CSV.
import styled from 'styled-components';
import { useListGasStationsQuery } from '@/api/gasStations';
import { Skeleton } from '@/components/Skeleton';
import { CsvDownloadPanel } from '../containers/CsvDownloadPanel';
import { ReportRequestPanel } from '../containers/ReportRequestPanel';
import { RequestHistory } from '../containers/RequestHistory';
import { localToday } from '../model/periods';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.xl}px;
`;

export default function DataPage() {
  const stations = useListGasStationsQuery({ items: 1000 });
  const today = localToday();
  const items = stations.data?.items ?? [];
  return (
    <Page>
      {stations.isLoading ? (
        <Skeleton variant="rect" height={200} />
      ) : (
        <>
          <ReportRequestPanel stations={items} today={today} />
          <RequestHistory />
          <CsvDownloadPanel key={items[0]?.id ?? 0} stations={items} today={today} />
        </>
      )}
    </Page>
  );
}
