// The upload flow: choose the file (read in the browser for the preview and sent to the server
// meanwhile), map its columns (the customer's saved mapping for the layout, else suggested by
// header name; a failed read of the saved mapping is said, not guessed over), save the mapping
// (PUT /mapper), then process it, and say so in a dialog. The job then shows in the history.
import { submitFailure } from '@/lib/forms';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useListGasStationsQuery } from '@/api/gasStations';
import {
  useGetTicketMappingQuery,
  useProcessTicketUploadMutation,
  useSaveTicketMappingMutation,
} from '@/api/tickets';
import { errorMessageKeys } from '@/lib/apiFailure';
import { useListUsersQuery } from '@/api/users';
import { useAppSelector } from '@/store/hooks';
import { Alert } from '@/components/Alert';
import { Button } from '@/components/Button';
import { Spinner } from '@/components/Spinner';
import { FilePicker } from '../components/FilePicker';
import { MappingForm, type ColumnSuggestion } from '../components/MappingForm';
import { ProcessedDialog } from '../components/ProcessedDialog';
import {
  choicesOf,
  DEFAULT_HEADER_ROW,
  headersAt,
  toTicketMappingInput,
  toTicketUploadOptions,
  validateMapping,
  type MappingFormValues,
} from '../model/mappingForm';
import type { PreviewSheet } from '../model/previewTypes';
import { autoMatchColumns, headerSignature } from '../model/ticketRules';
import { failureAsFormError, failureText } from './processFailure';
import { usePreviewReader } from './previewReaderContext';
import { useTicketFileUpload } from './useTicketFileUpload';

export interface TicketUploadFlowProps {
  /** An upload was queued for processing. */
  onProcessing: (uploadId: number) => void;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;

const FileLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const UploadProgress = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const StepTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

interface ChosenFile {
  name: string;
  sheet: PreviewSheet;
  /** The form's start: the only station when there is one, the report to the user. */
  initialValues: MappingFormValues;
}

export function TicketUploadFlow({ onProcessing }: TicketUploadFlowProps) {
  const { t } = useTranslation(['ticketsUpload', 'errors']);
  const readPreview = usePreviewReader();
  const profile = useAppSelector((state) => state.auth.profile);
  const stations = useListGasStationsQuery({ items: 1000 });
  const users = useListUsersQuery({ items: 1000 });
  const [saveMapping] = useSaveTicketMappingMutation();
  const [process] = useProcessTicketUploadMutation();
  const fileUpload = useTicketFileUpload();

  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [reading, setReading] = useState(false);
  const [readFailed, setReadFailed] = useState(false);
  const [headerRow, setHeaderRow] = useState(DEFAULT_HEADER_ROW);
  const [stationId, setStationId] = useState<string | null>(null);
  const [processedOpen, setProcessedOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const stationOptions = useMemo(
    () =>
      (stations.data?.items ?? []).map((s) => ({
        value: String(s.id),
        label: s.name,
        customerId: String(s.customer_id),
      })),
    [stations.data],
  );
  const userOptions = useMemo(
    () =>
      (users.data?.items ?? []).map((u) => ({
        value: String(u.id),
        label: `${u.name} (${u.email})`,
        customerId: u.customer ? String(u.customer.id) : null,
      })),
    [users.data],
  );

  const onFile = async (file: File) => {
    setReading(true);
    setReadFailed(false);
    fileUpload.start(file);
    try {
      const sheet = await readPreview(file);
      setHeaderRow(DEFAULT_HEADER_ROW);
      setChosen({
        name: file.name,
        sheet,
        initialValues: {
          header_row: String(DEFAULT_HEADER_ROW),
          gas_station_id: stationOptions.length === 1 ? stationOptions[0]!.value : undefined,
          assigned_user_id: profile ? String(profile.id) : undefined,
          columns: {},
        },
      });
      setFormKey((key) => key + 1);
    } catch (error) {
      console.error('The ticket file could not be read', error);
      setReadFailed(true);
      fileUpload.reset();
    } finally {
      setReading(false);
    }
  };

  const { reset: resetUpload } = fileUpload;
  const startOver = useCallback(() => {
    setChosen(null);
    setProcessedOpen(false);
    setStationId(null);
    resetUpload();
  }, [resetUpload]);

  // The mapping is saved per customer: the chosen station's, else the user's own.
  const customerId =
    stationOptions.find((s) => s.value === stationId)?.customerId ??
    (profile?.customer ? String(profile.customer.id) : null);
  const headers = useMemo(
    () => (chosen ? headersAt(chosen.sheet, headerRow) : []),
    [chosen, headerRow],
  );
  const signature = useMemo(() => headerSignature(headers), [headers]);
  const saved = useGetTicketMappingQuery(
    chosen && customerId
      ? { customerId: Number(customerId), headerSignature: signature }
      : skipToken,
  );
  const savedMapping = saved.currentData?.mapping ?? null;
  // Nothing is suggested until the saved mapping is known: not on a failed read either.
  const savedUnknown = saved.isError || (saved.isFetching && saved.currentData === undefined);

  const suggestion = useMemo<ColumnSuggestion | null>(() => {
    if (!chosen || savedUnknown) return null;
    if (savedMapping) {
      return {
        key: `${formKey}|${signature}|saved|${savedMapping.updated_at}`,
        columns: choicesOf(savedMapping.columns),
        fuelType: savedMapping.fuel_type ?? null,
        fromSavedMapping: true,
      };
    }
    return {
      key: `${formKey}|${signature}|auto`,
      columns: choicesOf(autoMatchColumns(headers)),
      fromSavedMapping: false,
    };
  }, [chosen, formKey, headers, savedMapping, savedUnknown, signature]);

  const onSubmit = async (values: MappingFormValues) => {
    let uploadId: number;
    try {
      uploadId = await fileUpload.uploadedId();
    } catch (error) {
      return failureAsFormError(error, t);
    }
    const options = toTicketUploadOptions(values, signature);
    const station = stationOptions.find((s) => s.value === values.gas_station_id);
    if (!station) return submitFailure(t(errorMessageKeys.unexpected));
    // The mapping is saved first: a refused save processes nothing.
    try {
      await saveMapping({
        ticketMappingInput: toTicketMappingInput(options, Number(station.customerId), headers),
      }).unwrap();
    } catch (error) {
      return failureAsFormError(error, t);
    }
    try {
      const queued = await process({ id: uploadId, ticketUploadOptions: options }).unwrap();
      onProcessing(queued.id);
      setProcessedOpen(true);
      return undefined;
    } catch (error) {
      return failureAsFormError(error, t);
    }
  };

  const upload = fileUpload.state;
  return (
    <Stack>
      {!chosen ? (
        <>
          <StepTitle>{t('steps.file')}</StepTitle>
          <FilePicker
            onFile={(file) => void onFile(file)}
            busy={reading}
            error={readFailed ? t('file.readFailed') : null}
          />
        </>
      ) : (
        <>
          <StepTitle>{t('steps.mapping')}</StepTitle>
          <FileLine>
            <UploadProgress aria-live="polite">
              {upload.phase === 'uploading' && <Spinner size="small" decorative />}
              {upload.phase === 'uploading' && t('upload.uploading', { name: upload.name })}
              {upload.phase === 'uploaded' && t('upload.uploaded', { name: upload.name })}
            </UploadProgress>
            <Button type="button" variant="text" startIcon="folder-open" onClick={startOver}>
              {t('file.change')}
            </Button>
          </FileLine>
          {upload.phase === 'failed' && (
            <Alert severity="error">
              {t('upload.failed', { message: failureText(upload.error, t) })}
            </Alert>
          )}
          {saved.isError && <Alert severity="error">{t(errorMessageKeys.server)}</Alert>}
          <MappingForm
            key={formKey}
            sheet={chosen.sheet}
            initialValues={chosen.initialValues}
            stations={stationOptions}
            users={userOptions}
            suggestion={suggestion}
            validate={validateMapping}
            onSubmit={onSubmit}
            onHeaderRowChange={setHeaderRow}
            onStationChange={setStationId}
          />
        </>
      )}
      <ProcessedDialog open={processedOpen} onUploadAnother={startOver} onClose={startOver} />
    </Stack>
  );
}
