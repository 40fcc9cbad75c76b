// What a public page says when its share link cannot be watched: invalid, for another camera,
// expired or revoked (or the server failed), always advising to check with whoever shared it.
import { useTranslation } from 'react-i18next';
import { ProblemNotice } from '@/components/ProblemNotice';
import type { LinkProblemKind } from '../model/linkProblem';

export interface LinkProblemProps {
  problem: LinkProblemKind;
  /** The server's own words for a failure, when it gave any. */
  detail?: string | null;
}

export function LinkProblem({ problem, detail }: LinkProblemProps) {
  const { t } = useTranslation('video');
  return (
    <ProblemNotice title={t(`problem.${problem}Title`)} problem={problem}>
      <p>{t(`problem.${problem}`)}</p>
      {detail && problem === 'error' && <p>{detail}</p>}
      <p>{t('problem.advice')}</p>
    </ProblemNotice>
  );
}
