// Strength bar: three segments that light at strength >= 1, >= 2 and >= 3, all in
// the colour of the level (1 weak red, 2 medium yellow, 3 or more strong green), with the level
// written next to it. Exposed as a meter (value 0-4) for assistive technology.
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import {
  isSegmentLit,
  STRENGTH_SEGMENTS,
  strengthLevel,
  type StrengthLevel,
} from '@/lib/passwordForm';

export interface PasswordStrengthMeterProps {
  /** Requirements met, 0 to 4. */
  strength: number;
  className?: string;
}

/** Medium is yellow in the spec; the theme has no yellow token, so it is named here. */
const MEDIUM_YELLOW = '#f2b705';

export function strengthColor(level: StrengthLevel, theme: DefaultTheme): string {
  switch (level) {
    case 'weak':
      return theme.colors.alert.error.main;
    case 'medium':
      return MEDIUM_YELLOW;
    case 'strong':
      return theme.colors.alert.success.main;
    case 'none':
      return theme.colors.grey[300];
  }
}

const Root = styled.div`
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
  background: ${({ $lit, $level, theme }) =>
    $lit ? strengthColor($level, theme) : theme.colors.grey[200]};
  transition: background ${({ theme }) => theme.transitions.normal};
`;

const Label = styled.span<{ $level: StrengthLevel }>`
  min-width: 88px;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ $level, theme }) =>
    $level === 'none' ? theme.colors.text.secondary : theme.colors.text.primary};
`;

export function PasswordStrengthMeter({ strength, className }: PasswordStrengthMeterProps) {
  const { t } = useTranslation('common');
  const level = strengthLevel(strength);
  const levelText = t(`password.strength.${level}`);
  return (
    <Root
      className={className}
      role="meter"
      aria-label={t('password.strength.label')}
      aria-valuemin={0}
      aria-valuemax={4}
      aria-valuenow={strength}
      aria-valuetext={levelText}
      data-level={level}
    >
      <Segments aria-hidden="true">
        {Array.from({ length: STRENGTH_SEGMENTS }, (_, index) => {
          const lit = isSegmentLit(index, strength);
          return (
            <Segment
              key={index}
              $lit={lit}
              $level={level}
              data-testid="strength-segment"
              data-lit={lit}
            />
          );
        })}
      </Segments>
      <Label $level={level} aria-hidden="true">
        {t('password.strength.value', { level: levelText })}
      </Label>
    </Root>
  );
}
