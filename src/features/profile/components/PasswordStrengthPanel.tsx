// Strength bar (three segments lit at >= 1, >= 2, >= 3; weak red, medium yellow, strong green)
// and the four-requirement checklist, as on the new-password screen (part 2 §4-§5).
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import { Icon } from '@/components/Icon';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import {
  PASSWORD_REQUIREMENTS,
  STRENGTH_SEGMENTS,
  strengthLevel,
  type PasswordChecks,
  type StrengthLevel,
} from '../model/passwordForm';

export interface PasswordStrengthPanelProps {
  strength: number;
  checks: PasswordChecks;
}

/** Medium is yellow in the spec; the theme has no yellow token, so it is named here. */
const MEDIUM_YELLOW = '#f2b705';

function levelColor(level: StrengthLevel, theme: DefaultTheme): string {
  if (level === 'weak') return theme.colors.alert.error.main;
  if (level === 'medium') return MEDIUM_YELLOW;
  if (level === 'strong') return theme.colors.alert.success.main;
  return theme.colors.grey[300];
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.grey[50]};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Meter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Segments = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: repeat(${STRENGTH_SEGMENTS}, 1fr);
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Segment = styled.span<{ $lit: boolean; $level: StrengthLevel }>`
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ $lit, $level, theme }) => ($lit ? levelColor($level, theme) : theme.colors.grey[200])};
  transition: background ${({ theme }) => theme.transitions.normal};
`;

const LevelText = styled.span`
  min-width: 88px;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
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

export function PasswordStrengthPanel({ strength, checks }: PasswordStrengthPanelProps) {
  const { t } = useTranslation('profile');
  const level = strengthLevel(strength);
  const levelText = t(`strength.${level}`);
  return (
    <Root>
      <Meter
        role="meter"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength}
        aria-valuetext={levelText}
        data-level={level}
      >
        <Segments aria-hidden="true">
          {Array.from({ length: STRENGTH_SEGMENTS }, (_, index) => (
            <Segment
              key={index}
              $lit={strength >= index + 1}
              $level={level}
              data-testid="strength-segment"
              data-lit={strength >= index + 1}
            />
          ))}
        </Segments>
        <LevelText aria-hidden="true">{t('strength.value', { level: levelText })}</LevelText>
      </Meter>
      <div>
        <Heading>{t('checklist.title')}</Heading>
        <List>
          {PASSWORD_REQUIREMENTS.map((requirement) => {
            const met = checks[requirement];
            return (
              <Item key={requirement} $met={met} data-requirement={requirement} data-met={met}>
                <Mark $met={met} aria-hidden="true">
                  <Icon name={met ? 'check' : 'minus'} size={12} strokeWidth={3} />
                </Mark>
                <span>{t(`checklist.${requirement}`)}</span>
                <VisuallyHidden>{t(met ? 'checklist.met' : 'checklist.unmet')}</VisuallyHidden>
              </Item>
            );
          })}
        </List>
      </div>
    </Root>
  );
}
