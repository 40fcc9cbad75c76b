// Under a write-only secret: says one is saved (typing replaces it) and offers to clear it.
// It reads and sets the form's `<name>_kept` flag; the value itself never reaches the browser.
import { useTranslation } from 'react-i18next';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@/components/Button';

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function SavedSecretNote({ name }: { name: 'static_token' | 'token_body' }) {
  const { t } = useTranslation('volumetric');
  return (
    <Field<boolean> name={`${name}_kept`} subscription={{ value: true, initial: true }}>
      {({ input, meta }) => {
        if (input.value) {
          return (
            <Row>
              <span>{t('systemForm.auth.saved')}</span>
              <Button
                type="button"
                variant="text"
                size="small"
                startIcon="delete"
                onClick={() => input.onChange(false)}
              >
                {t('systemForm.auth.clear')}
              </Button>
            </Row>
          );
        }
        return meta.initial ? <Row>{t('systemForm.auth.cleared')}</Row> : null;
      }}
    </Field>
  );
}
