// The four password requirements, each ticked when met. The met/pending state is
// also given as text for screen readers (the icon alone carries no meaning for them).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '@/components/Icon';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { PASSWORD_REQUIREMENTS, type PasswordChecks } from '@/lib/passwordForm';

export interface PasswordChecklistProps {
  checks: PasswordChecks;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Heading = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ $met, theme }) => ($met ? theme.colors.alert.success.text : theme.colors.text.secondary)};
`;

const Mark = styled.span<{ $met: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  flex-shrink: 0;
  background: ${({ $met, theme }) => ($met ? theme.colors.alert.success.main : theme.colors.grey[200])};
  color: ${({ $met, theme }) => ($met ? theme.colors.text.inverse : theme.colors.grey[500])};
`;

export function PasswordChecklist({ checks, className }: PasswordChecklistProps) {
  const { t } = useTranslation('common');
  return (
    <Root className={className}>
      <Heading>{t('password.checklist.title')}</Heading>
      <List>
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const met = checks[requirement];
          return (
            <Item key={requirement} $met={met} data-requirement={requirement} data-met={met}>
              <Mark $met={met} aria-hidden="true">
                <Icon name={met ? 'check' : 'minus'} size={12} strokeWidth={3} />
              </Mark>
              <span>{t(`password.checklist.${requirement}`)}</span>
              <VisuallyHidden>
                {t(met ? 'password.checklist.met' : 'password.checklist.unmet')}
              </VisuallyHidden>
            </Item>
          );
        })}
      </List>
    </Root>
  );
}
