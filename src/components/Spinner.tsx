// Indeterminate loading indicator. Standalone it is a role="status" with a label ("Cargando…");
// inside another control (a loading button) pass `decorative` so it is not announced twice.
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

export type SpinnerSize = 'small' | 'medium' | 'large';

const sizes: Record<SpinnerSize, number> = { small: 16, medium: 24, large: 40 };

export interface SpinnerProps {
  size?: SpinnerSize | number;
  /** Any CSS colour; defaults to the theme primary. */
  color?: string;
  /** Accessible text; defaults to the common "loading" string. */
  label?: string;
  /** Hide from assistive technology (the parent already announces the busy state). */
  decorative?: boolean;
  /** Centre the spinner in a padded block (e.g. a screen or table that is loading). */
  centered?: boolean;
  className?: string;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number; $color: string | undefined }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  color: ${({ $color, theme }) => $color ?? theme.colors.primary};
  animation: ${spin} 0.75s linear infinite;
`;

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl}px;
  width: 100%;
`;

export function Spinner({
  size = 'medium',
  color,
  label,
  decorative = false,
  centered = false,
  className,
}: SpinnerProps) {
  const { t } = useTranslation('common');
  const px = typeof size === 'number' ? size : sizes[size];
  const ring = decorative ? (
    <Ring $size={px} $color={color} aria-hidden className={centered ? undefined : className} />
  ) : (
    <span role="status" className={centered ? undefined : className}>
      <Ring $size={px} $color={color} aria-hidden />
      <VisuallyHidden>{label ?? t('status.loading')}</VisuallyHidden>
    </span>
  );
  return centered ? <Centered className={className}>{ring}</Centered> : ring;
}
