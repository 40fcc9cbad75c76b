// The new password and its confirmation, as the new-password screen and the profile ask for
// them: the password's own verdict (very common, too weak) under it, the strength meter and
// checklist once something is typed, the mismatch under the confirmation. Presentational: the
// form computes the evaluation (lib/passwordForm) and passes its translated texts.
import styled, { css } from 'styled-components';
import type { PasswordFormEvaluation } from '@/lib/passwordForm';
import { PasswordInputField } from './FormFields';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export interface NewPasswordTexts {
  password: string;
  confirm: string;
  common: string;
  weak: string;
  mismatch: string;
}

export interface NewPasswordFieldsProps {
  evaluation: PasswordFormEvaluation;
  texts: NewPasswordTexts;
  disabled: boolean;
  /** Called when the new password is focused (e.g. fetch the common-password list). */
  onPasswordFocus?: () => void;
  /** `panel`: the strength meter on a framed panel (a page of its own); `plain`: inline. */
  strengthFrame?: 'panel' | 'plain';
}

const StrengthBlock = styled.div<{ $frame: 'panel' | 'plain' }>`
  display: flex;
  flex-direction: column;
  ${({ theme, $frame }) =>
    $frame === 'panel'
      ? css`
          gap: ${theme.space.md}px;
          padding: ${theme.space.md}px;
          border-radius: ${theme.radii.md}px;
          background: ${theme.colors.grey[50]};
          border: 1px solid ${theme.colors.border};
        `
      : css`
          gap: ${theme.space.sm}px;
        `}
`;

export function NewPasswordFields({
  evaluation,
  texts,
  disabled,
  onPasswordFocus,
  strengthFrame = 'plain',
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInputField
        name="password"
        onFocus={onPasswordFocus}
        label={texts.password}
        autoComplete="new-password"
        disabled={disabled}
        error={evaluation.common ? texts.common : evaluation.weak ? texts.weak : undefined}
      />
      {evaluation.showStrength && (
        <StrengthBlock $frame={strengthFrame}>
          <PasswordStrengthMeter strength={evaluation.strength} />
          <PasswordChecklist checks={evaluation.checks} />
        </StrengthBlock>
      )}
      <PasswordInputField
        name="confirmation"
        label={texts.confirm}
        autoComplete="new-password"
        disabled={disabled}
        error={evaluation.mismatch ? texts.mismatch : undefined}
      />
    </>
  );
}
