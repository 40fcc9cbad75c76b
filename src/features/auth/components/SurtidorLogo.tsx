// The Surtidor mark (a fuel drop inside a pump nozzle ring) and wordmark, drawn inline so the
// login and new-password cards need no image request. The accessible name comes from i18n.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface SurtidorLogoProps {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
  /** Show the "Surtidor" wordmark next to the mark. */
  withWordmark?: boolean;
  className?: string;
}

const Root = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $size }) => Math.round($size * 0.28)}px;
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

const Wordmark = styled.span<{ $size: number }>`
  font-size: ${({ $size }) => Math.round($size * 0.62)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text.primary};
`;

export function SurtidorLogo({ size = 48, withWordmark = true, className }: SurtidorLogoProps) {
  const { t } = useTranslation('auth');
  return (
    <Root $size={size} className={className} role="img" aria-label={t('brand.logoLabel')}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 48 48"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
      >
        <rect width="48" height="48" rx="12" fill="currentColor" />
        <path
          d="M24 9c-5.6 7.2-10 12.9-10 18.3C14 33 18.5 38 24 38s10-5 10-10.7C34 21.9 29.6 16.2 24 9z"
          fill="#ffffff"
        />
        <path
          d="M24 20.5c-2.6 3.5-4.6 6.2-4.6 8.6 0 2.7 2 4.9 4.6 4.9s4.6-2.2 4.6-4.9c0-2.4-2-5.1-4.6-8.6z"
          fill="currentColor"
          opacity="0.85"
        />
      </svg>
      {withWordmark && (
        <Wordmark $size={size} aria-hidden="true">
          {t('brand.name')}
        </Wordmark>
      )}
    </Root>
  );
}
