// 'Enviar PDF': queues the month's pre-audit as a report request (requestCompliancePdf), mailed
// to the user who asks; it is then listed in 'Mis solicitudes' (Datos y Reportes) and kept in the
// station's folder of the files. The notice says where it will appear; a refusal is the
// server's message.
import { useTranslation } from 'react-i18next';
import { useRequestCompliancePdfMutation } from '@/api/reportRequests';
import { Button } from '@/components/Button';
import { failureMessage } from '@/lib/apiFailure';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { monthLabel } from '../model/months';

export interface SendPdfButtonProps {
  gasStationId: number;
  month: string;
}

export function SendPdfButton({ gasStationId, month }: SendPdfButtonProps) {
  const { t, i18n } = useTranslation('compliance');
  const dispatch = useAppDispatch();
  const [request, state] = useRequestCompliancePdfMutation();

  const send = async () => {
    try {
      await request({
        id: gasStationId,
        compliancePdfRequestInput: {
          month,
          locale: i18n.language === 'en' ? 'en' : 'es',
          channel: 'email',
        },
      }).unwrap();
      dispatch(
        toastShown({
          severity: 'success',
          message: 'compliance:pdf.queued',
          values: { month: monthLabel(month, i18n.language) },
        }),
      );
    } catch (error) {
      dispatch(toastShown({ severity: 'error', message: failureMessage(error) }));
    }
  };

  return (
    <Button
      variant="secondary"
      startIcon="file"
      title={t('pdf.sendHint')}
      loading={state.isLoading}
      onClick={() => void send()}
    >
      {t('pdf.send')}
    </Button>
  );
}
