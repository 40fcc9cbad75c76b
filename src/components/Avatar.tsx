// User picture: the image when `src` loads, otherwise initials of the first and last words of
// `name`, otherwise a default user silhouette. `count` turns it into a "+N" overflow bubble
// (used at the end of avatar groups), capped at '9+' from 10 on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';

export type AvatarSize = 'large' | 'medium' | 'small' | 'group' | 'extraSmall';

export const avatarSizes: Record<AvatarSize, number> = {
  large: 40,
  medium: 28,
  small: 20,
  group: 24,
  extraSmall: 12,
};

export interface AvatarProps {
  src?: string | null;
  name?: string | null;
  size?: AvatarSize;
  count?: number;
  className?: string;
}

/** 'Ana María López' -> 'AL'; 'Ana' -> 'A'; blank -> ''. Code-point aware (accents, emoji). */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  return (initial(first) + initial(last)).toLocaleUpperCase('es');
}

/** 3 -> '+3'; 10 and more -> '9+'. */
export function formatAvatarCount(count: number): string {
  return count >= 10 ? '9+' : `+${count}`;
}

const Circle = styled.span<{ $px: number; $variant: 'image' | 'initials' | 'default' | 'count' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border-radius: 50%;
  overflow: hidden;
  font-size: ${({ $px }) => Math.max(6, Math.round($px * 0.4))}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  letter-spacing: 0.02em;
  user-select: none;
  ${({ $variant, theme }) => {
    switch ($variant) {
      case 'initials':
        return css`
          background: ${theme.colors.primaryStrong};
          color: ${theme.colors.text.inverse};
        `;
      case 'count':
        return css`
          background: ${theme.colors.grey[200]};
          color: ${theme.colors.text.primary};
        `;
      default:
        return css`
          background: ${theme.colors.grey[200]};
          color: ${theme.colors.grey[500]};
        `;
    }
  }}
  img, svg {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

function DefaultUserImage() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden focusable="false">
      <circle cx="20" cy="15.5" r="7.5" fill="currentColor" />
      <path d="M5.5 36.5c1.8-7.6 7.6-11.5 14.5-11.5s12.7 3.9 14.5 11.5z" fill="currentColor" />
    </svg>
  );
}

export function Avatar({ src, name, size = 'medium', count, className }: AvatarProps) {
  const { t } = useTranslation('common');
  // Remember which URL failed, so a new src gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const px = avatarSizes[size];
  const label = name?.trim() || t('avatar.defaultAlt');

  if (count !== undefined) {
    return (
      <Circle
        $px={px}
        $variant="count"
        role="img"
        aria-label={t('avatar.more', { count })}
        className={className}
      >
        {formatAvatarCount(count)}
      </Circle>
    );
  }

  if (src && failedSrc !== src) {
    return (
      <Circle $px={px} $variant="image" className={className}>
        <img src={src} alt={label} onError={() => setFailedSrc(src)} />
      </Circle>
    );
  }

  const initials = getInitials(name);
  return (
    <Circle
      $px={px}
      $variant={initials ? 'initials' : 'default'}
      role="img"
      aria-label={label}
      className={className}
    >
      {initials ? <span aria-hidden>{initials}</span> : <DefaultUserImage />}
    </Circle>
  );
}
