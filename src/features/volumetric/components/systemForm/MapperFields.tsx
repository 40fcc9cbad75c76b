// The Mapeo de datos section: the JSONPath of each ticket value inside one record, with the
// codes the connector expects for payment type, product, pump and time.
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/Alert';
import { TextInputField } from '@/components/FormFields';
import { MAPPER_FIELDS, OPTIONAL_MAPPER_FIELDS } from '../../model/systemForm';
import { FormSection, Wide } from './FormSection';

export function MapperFields() {
  const { t } = useTranslation('volumetric');
  return (
    <FormSection title={t('systemForm.sections.mapping')}>
      <Wide>
        <p>{t('systemForm.mapping.intro')}</p>
      </Wide>
      {MAPPER_FIELDS.map((field) => {
        const optional = OPTIONAL_MAPPER_FIELDS.includes(field);
        const label = t(`systemForm.mapping.${field}`);
        return (
          <TextInputField
            key={field}
            name={`mapper.${field}`}
            label={optional ? `${label} (${t('systemForm.mapping.optional')})` : label}
            placeholder={`$.${field}`}
            required={!optional}
            maxLength={200}
            fullWidth
          />
        );
      })}
      <Wide>
        <Alert severity="info" title={t('systemForm.mapping.helpTitle')}>
          <ul>
            <li>{t('systemForm.mapping.helpPayment')}</li>
            <li>{t('systemForm.mapping.helpProduct')}</li>
            <li>{t('systemForm.mapping.helpPump')}</li>
            <li>{t('systemForm.mapping.helpTime')}</li>
          </ul>
        </Alert>
      </Wide>
    </FormSection>
  );
}
