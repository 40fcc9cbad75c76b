// The contact form: name, e-mail and/or 10-digit telephone, station access, and the customer
// for administrators.
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { MultiSelectField, SelectField, TextInputField } from '@/components/FormFields';
import { FormStack } from '@/components/FormLayout.styles';
import type { SelectOption } from '@/components/Select';
import type { FormErrors } from '@/lib/forms';
import type { ContactFormValues } from '../model/contactForm';
import { FormFooter } from '@/components/FormFooter';

export interface ContactFormProps {
  mode: 'create' | 'edit';
  initialValues: ContactFormValues;
  customers?: SelectOption[];
  stations: SelectOption[];
  validate: (values: ContactFormValues) => FormErrors;
  onSubmit: (values: ContactFormValues) => Promise<FormErrors | undefined>;
  onCancel?: () => void;
}

export function ContactForm({
  mode,
  initialValues,
  customers,
  stations,
  validate,
  onSubmit,
  onCancel,
}: ContactFormProps) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <Form<ContactFormValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, submitError }) => (
        <FormStack
          $gap="md"
          onSubmit={handleSubmit}
          noValidate
          aria-label={mode === 'create' ? t('contacts.createTitle') : t('contacts.editTitle')}
        >
          <TextInputField
            name="name"
            label={t('contacts.name')}
            required
            fullWidth
            maxLength={100}
          />
          <TextInputField
            name="email"
            type="email"
            label={t('contacts.email')}
            helperText={t('contacts.reachHelp')}
            fullWidth
            maxLength={254}
          />
          <TextInputField
            name="telephone"
            label={t('contacts.telephone')}
            mode="digits"
            maxLength={10}
            fullWidth
          />
          {customers && (
            <SelectField
              name="customer_id"
              label={t('form.customer')}
              options={customers}
              required
            />
          )}
          <MultiSelectField
            name="gas_station_ids"
            label={t('contacts.stations')}
            options={stations}
          />
          <FormFooter
            error={submitError}
            submitting={submitting}
            submitLabel={t('common:actions.save')}
            onCancel={onCancel}
          />
        </FormStack>
      )}
    />
  );
}
