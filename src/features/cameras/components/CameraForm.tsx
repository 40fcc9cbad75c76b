// The camera form: customer, station (of that customer, optional), name, serial, license and
// the video source with its optional substream. Sources are kept on the server and never shown
// again: on edit the fields start empty (empty keeps the stored one) and 'Quitar' clears it.
import { useTranslation } from 'react-i18next';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { SelectField, TextInputField } from '@/components/FormFields';
import { FormStack } from '@/components/FormLayout.styles';
import type { SelectOption } from '@/components/Select';
import type { FormErrors } from '@/lib/forms';
import type { CameraFormValues } from '../model/cameraForm';
import { FormFooter } from '@/components/FormFooter';

export interface CameraFormProps {
  mode?: 'create' | 'edit';
  initialValues?: CameraFormValues;
  /** Edit: whether the camera has a stored source / substream (they can be removed). */
  hasSource?: boolean;
  hasSubstream?: boolean;
  customers: SelectOption[];
  stations: (SelectOption & { customerId: string })[];
  validate: (values: CameraFormValues) => FormErrors;
  onSubmit: (values: CameraFormValues) => Promise<FormErrors | undefined>;
  onCancel?: () => void;
}

const INITIAL: CameraFormValues = {};

const Stored = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** The stored source's state on edit, with 'Quitar' (or 'Deshacer' once it is to be removed). */
function StoredSource({
  name,
  label,
}: {
  name: 'clear_source' | 'clear_substream';
  label: string;
}) {
  const { t } = useTranslation('cameras');
  return (
    <Field<boolean> name={name}>
      {({ input }) => (
        <Stored>
          <span>
            {input.value ? t('form.sourceRemoved', { label }) : t('form.sourceStored', { label })}
          </span>
          <Button
            size="small"
            variant="text"
            aria-label={
              input.value
                ? t('form.undoRemoveNamed', { label })
                : t('form.removeSourceNamed', { label })
            }
            onClick={() => input.onChange(!input.value)}
          >
            {input.value ? t('form.undoRemove') : t('form.removeSource')}
          </Button>
        </Stored>
      )}
    </Field>
  );
}

export function CameraForm({
  mode = 'create',
  initialValues = INITIAL,
  hasSource = false,
  hasSubstream = false,
  customers,
  stations,
  validate,
  onSubmit,
  onCancel,
}: CameraFormProps) {
  const { t } = useTranslation(['cameras', 'common']);
  const editing = mode === 'edit';
  const formTitle = editing ? t('form.editTitle') : t('form.title');
  return (
    <Form<CameraFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, form, submitting, submitError, values }) => (
        <FormStack $gap="md" onSubmit={handleSubmit} noValidate aria-label={formTitle}>
          <SelectField
            name="customer_id"
            label={t('form.customer')}
            options={customers}
            required
            onValueChange={() => form.change('gas_station_id', undefined)}
          />
          <SelectField
            name="gas_station_id"
            label={t('form.station')}
            disabled={!values.customer_id}
            options={stations.filter((s) => s.customerId === values.customer_id)}
          />
          <TextInputField name="name" label={t('form.name')} required fullWidth maxLength={100} />
          <TextInputField name="serial" label={t('form.serial')} fullWidth maxLength={60} />
          <TextInputField name="license" label={t('form.license')} fullWidth maxLength={60} />
          <TextInputField
            name="source_url"
            label={t('form.sourceUrl')}
            helperText={editing && hasSource ? t('form.sourceKeepHint') : t('form.sourceHint')}
            placeholder="rtsp://usuario:clave@192.168.1.20:554/stream1"
            disabled={values.clear_source === true}
            autoComplete="off"
            spellCheck={false}
            fullWidth
            maxLength={500}
          />
          {editing && hasSource && <StoredSource name="clear_source" label={t('form.sourceUrl')} />}
          <TextInputField
            name="substream_url"
            label={t('form.substreamUrl')}
            helperText={t('form.substreamHint')}
            disabled={values.clear_substream === true}
            autoComplete="off"
            spellCheck={false}
            fullWidth
            maxLength={500}
          />
          {editing && hasSubstream && (
            <StoredSource name="clear_substream" label={t('form.substreamUrl')} />
          )}
          <FormFooter
            error={submitError}
            submitting={submitting}
            submitLabel={editing ? t('common:actions.save') : t('form.submit')}
            onCancel={onCancel}
          />
        </FormStack>
      )}
    />
  );
}
