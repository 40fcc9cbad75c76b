// Grey placeholder shapes shown while data loads. Shapes are hidden from assistive technology;
// the "chart" variant stands alone in a card, so it announces itself as a loading status.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';

export type SkeletonVariant = 'text' | 'rect' | 'circle' | 'chart';

export interface SkeletonProps {
  variant?: SkeletonVariant;
  /** px number or any CSS length. */
  width?: number | string;
  height?: number | string;
  /** Stacked lines for the text variant (the last one is shorter). */
  lines?: number;
  /** Disable the shimmer (e.g. a static screenshot). */
  animated?: boolean;
  className?: string;
  style?: CSSProperties;
}

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

const base = css<{ $animated: boolean }>`
  display: block;
  background-color: ${({ theme }) => theme.colors.grey[200]};
  ${({ $animated, theme }) =>
    $animated &&
    css`
      background-image: linear-gradient(
        90deg,
        ${theme.colors.grey[200]} 0%,
        ${theme.colors.grey[100]} 50%,
        ${theme.colors.grey[200]} 100%
      );
      background-size: 200% 100%;
      animation: ${shimmer} 1.4s ease-in-out infinite;
    `}
`;

const Shape = styled.span<{ $animated: boolean; $variant: Exclude<SkeletonVariant, 'chart'> }>`
  ${base}
  border-radius: ${({ $variant, theme }) =>
    $variant === 'circle'
      ? '50%'
      : $variant === 'text'
        ? `${theme.radii.sm}px`
        : `${theme.radii.md}px`};
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const ChartBox = styled.div`
  position: relative;
  display: flex;
  align-items: flex-end;
  gap: 6%;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px 0 ${theme.space.xxxl}px`};
  border-left: 2px solid ${({ theme }) => theme.colors.grey[200]};
  border-bottom: 2px solid ${({ theme }) => theme.colors.grey[200]};
  overflow: hidden;
`;

const Bar = styled.span<{ $animated: boolean }>`
  ${base}
  flex: 1;
  border-radius: ${({ theme }) => `${theme.radii.sm}px ${theme.radii.sm}px 0 0`};
`;

// Fixed heights so the placeholder looks like a chart without random layout shifts.
const barHeights = [45, 70, 55, 85, 40, 65, 75, 50];

const toCss = (value: number | string | undefined): string | undefined =>
  typeof value === 'number' ? `${value}px` : value;

export function Skeleton({
  variant = 'text',
  width,
  height,
  lines = 1,
  animated = true,
  className,
  style,
}: SkeletonProps) {
  const { t } = useTranslation('common');

  if (variant === 'chart') {
    return (
      <ChartBox
        role="status"
        aria-label={t('status.loading')}
        className={className}
        style={{ width: toCss(width) ?? '100%', height: toCss(height) ?? '200px', ...style }}
      >
        {barHeights.map((h, i) => (
          <Bar key={i} $animated={animated} style={{ height: `${h}%` }} />
        ))}
      </ChartBox>
    );
  }

  const defaultHeight = variant === 'text' ? '0.9em' : variant === 'circle' ? '40px' : '80px';
  const defaultWidth = variant === 'circle' ? (toCss(height) ?? '40px') : '100%';
  const shapeStyle: CSSProperties = {
    width: toCss(width) ?? defaultWidth,
    height:
      toCss(height) ?? (variant === 'circle' ? (toCss(width) ?? defaultHeight) : defaultHeight),
    ...style,
  };

  if (variant === 'text' && lines > 1) {
    return (
      <Lines aria-hidden className={className} style={{ width: shapeStyle.width }}>
        {Array.from({ length: lines }, (_, i) => (
          <Shape
            key={i}
            $variant="text"
            $animated={animated}
            style={{ height: shapeStyle.height, width: i === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </Lines>
    );
  }

  return (
    <Shape
      aria-hidden
      data-skeleton={variant}
      $variant={variant}
      $animated={animated}
      className={className}
      style={shapeStyle}
    />
  );
}
