// Not-found page: 'Ups, esta página no existe' and a way home. Router-agnostic: a plain link to
// `homeHref`, whose click is handed to onGoHome (default navigation prevented) when given.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '@/components/Icon';
import { homeLinkStyle } from './homeLinkStyle';

export interface NotFoundProps {
  homeHref?: string;
  onGoHome?: () => void;
  className?: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg}px;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.xl}px;
  text-align: center;
  background: ${({ theme }) => theme.colors.background.default};
`;

const Code = styled.p`
  font-size: 96px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.colors.primaryStrong};
  opacity: 0.9;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const HomeLink = styled.a`
  ${homeLinkStyle}
`;

export function NotFound({ homeHref = '/', onGoHome, className }: NotFoundProps) {
  const { t } = useTranslation('common');
  return (
    <Root className={className}>
      <Code aria-hidden>404</Code>
      <Title>{t('shell.notFound')}</Title>
      <HomeLink
        href={homeHref}
        onClick={(event) => {
          if (!onGoHome) return;
          event.preventDefault();
          onGoHome();
        }}
      >
        <Icon name="home" size={18} />
        {t('shell.goHome')}
      </HomeLink>
    </Root>
  );
}
