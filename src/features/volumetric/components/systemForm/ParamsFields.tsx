// The Parámetros section: where the start date, end date and station id go in the data
// request (a path in the JSON body or a query parameter's name), and how dates are written.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SelectField, TextInputField } from '@/components/FormFields';
import {
  DATE_FORMATS,
  PARAM_KEYS,
  type ParamKey,
  type ParamPlaceValues,
} from '../../model/systemForm';
import { FormSection, Wide } from './FormSection';

const LABEL_KEYS: Record<ParamKey, string> = {
  start_date: 'systemForm.params.startDate',
  end_date: 'systemForm.params.endDate',
  station_id: 'systemForm.params.stationId',
};

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export function ParamsFields({ places }: { places: Record<ParamKey, ParamPlaceValues> }) {
  const { t } = useTranslation('volumetric');
  return (
    <FormSection title={t('systemForm.sections.params')}>
      {PARAM_KEYS.map((key) => {
        const what = t(LABEL_KEYS[key]);
        const inQuery = places[key]?.in === 'query';
        return (
          <Wide key={key}>
            <Title>{what}</Title>
            <SelectField
              name={`params.${key}.in`}
              label={`${t('systemForm.params.place')} (${what})`}
              required
              options={[
                { value: 'body', label: t('systemForm.params.inBody') },
                { value: 'query', label: t('systemForm.params.inQuery') },
              ]}
            />
            <TextInputField
              name={`params.${key}.path`}
              label={`${t(inQuery ? 'systemForm.params.queryName' : 'systemForm.params.bodyPath')} (${what})`}
              required
              maxLength={200}
              fullWidth
            />
          </Wide>
        );
      })}
      <SelectField
        name="date_format"
        label={t('systemForm.params.dateFormat')}
        required
        options={DATE_FORMATS.map((value) => ({ value, label: value }))}
      />
    </FormSection>
  );
}
