// The upload of a station's SAT reports: the area, then what the upload did (the files received
// and what a correction changed, or the files refused with their reasons and JSON paths).
import { useState } from 'react';
import { useUploadComplianceFilesMutation, type ComplianceReceivedFile } from '@/api/compliance';
import { UploadArea } from '../components/UploadArea';
import { UploadOutcome } from '../components/UploadOutcome';
import { uploadRefusal, type UploadRefusal } from '../model/upload';

export interface UploadPanelProps {
  gasStationId: number;
  /** The month shown: a monthly report whose name carries no date is taken as this month's. */
  month: string;
}

type Outcome =
  | { kind: 'received'; files: ComplianceReceivedFile[] }
  | { kind: 'refused'; refusal: UploadRefusal }
  | null;

export function UploadPanel({ gasStationId, month }: UploadPanelProps) {
  const [upload, state] = useUploadComplianceFilesMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = async (file: File) => {
    setOutcome(null);
    const result = await upload({ gasStationId, month, body: { file } });
    if ('data' in result && result.data) {
      setOutcome({ kind: 'received', files: result.data.files });
    } else {
      const refusal = uploadRefusal(result.error);
      if (refusal) setOutcome({ kind: 'refused', refusal });
    }
  };

  return (
    <>
      <UploadArea onFile={(file) => void send(file)} busy={state.isLoading} />
      <UploadOutcome
        received={outcome?.kind === 'received' ? outcome.files : null}
        refused={outcome?.kind === 'refused' ? outcome.refusal : null}
        onDismiss={() => setOutcome(null)}
      />
    </>
  );
}
