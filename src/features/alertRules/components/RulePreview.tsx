// The rule preview beside the form ('Vista previa: últimos 30 días'): how many alerts the rule
// would have raised over the stored history, with a few examples. Props only: the editor calls
// the preview and passes its state here.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/Alert';
import { Skeleton } from '@/components/Skeleton';

export interface RulePreviewExample {
  /** A stable key (e.g. the subject and day). */
  key: string;
  /** When it would have opened (ISO date or date-time). */
  at: string;
  station: string;
  /** What the condition saw, already in words. */
  text: string;
}

export type RulePreviewState =
  /** The form is not complete enough to replay. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; count: number; examples: RulePreviewExample[] }
  | { status: 'failed'; message: string }
  /** Nothing stored to replay for these stations yet. */
  | { status: 'noHistory' }
  /** The kind's history is not kept, so it cannot be replayed. */
  | { status: 'notKept' };

export interface RulePreviewProps {
  state: RulePreviewState;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

const Examples = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const date = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium' });

export function RulePreview({ state }: RulePreviewProps) {
  const { t } = useTranslation('alertRules');
  const body = () => {
    switch (state.status) {
      case 'idle':
        return <Note>{t('preview.idle')}</Note>;
      case 'noHistory':
        return <Note>{t('preview.noHistory')}</Note>;
      case 'notKept':
        return <Note>{t('preview.notKept')}</Note>;
      case 'loading':
        return (
          <div role="status" aria-label={t('preview.loading')}>
            <Skeleton variant="text" lines={3} />
          </div>
        );
      case 'failed':
        return <Alert severity="error">{state.message || t('preview.failed')}</Alert>;
      case 'ready':
        return (
          <>
            <Count role="status">{t('preview.count', { count: state.count })}</Count>
            {state.examples.length > 0 && (
              <>
                <Note>{t('preview.examples')}</Note>
                <Examples>
                  {state.examples.map((example) => (
                    <li key={example.key}>
                      {date.format(new Date(example.at))} · {example.station}: {example.text}
                    </li>
                  ))}
                </Examples>
              </>
            )}
          </>
        );
    }
  };
  return (
    <Root aria-label={t('preview.title')}>
      <Title>{t('preview.title')}</Title>
      {body()}
    </Root>
  );
}
