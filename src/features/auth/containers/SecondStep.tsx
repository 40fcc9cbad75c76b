// The second step of a sign-in, after a right password (auth status secondStepRequired): a code
// of the authenticator app or a recovery code; or, when the settings require two-step sign-in
// and the user has none yet, the enrolment (QR code, first code), then the recovery codes shown
// once. Either way it ends in signedIn / signedInNeedsNewPassword (the caller navigates on).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useConfirmLoginEnrolmentMutation,
  useLoginSecondStepMutation,
  useStartLoginEnrolmentMutation,
  type LoginResponse,
  type TwoStepEnrolment,
} from '@/api';
import { RecoveryCodesPanel } from '@/components/RecoveryCodesPanel';
import { Spinner } from '@/components/Spinner';
import { TwoStepCodeForm } from '@/components/TwoStepCodeForm';
import { TwoStepEnrolmentPanel } from '@/components/TwoStepEnrolmentPanel';
import { Alert } from '@/components/Alert';
import { failureMessage } from '@/lib/apiFailure';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  secondStepFailed,
  signInCancelled,
  signInFailed,
  type SecondStepKind,
} from '@/store/auth/authSlice';
import { AuthCard } from '../components/AuthCard';
import { isChallengeExpired, SECOND_STEP_FAILURES } from '../model/loginError';

export interface SecondStepProps {
  challenge: string;
  kind: SecondStepKind;
  /** The session is open: the caller dispatches it and navigates on. */
  onSignedIn: (session: LoginResponse) => void;
}

const BackLink = styled.button`
  align-self: center;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.primaryStrong};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

export function SecondStep({ challenge, kind, onSignedIn }: SecondStepProps) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const error = useAppSelector((state) => state.auth.error);
  const [verify, verifying] = useLoginSecondStepMutation();
  const [startEnrolment, starting] = useStartLoginEnrolmentMutation();
  const [confirmEnrolment, confirming] = useConfirmLoginEnrolmentMutation();
  const [enrolment, setEnrolment] = useState<TwoStepEnrolment | null>(null);
  const [enrolled, setEnrolled] = useState<(LoginResponse & { recovery_codes: string[] }) | null>(
    null,
  );
  const errorText = error ? t(error, { defaultValue: error }) : null;

  const fail = (failure: unknown) => {
    const message = failureMessage(failure, SECOND_STEP_FAILURES);
    dispatch(isChallengeExpired(failure) ? signInFailed(message) : secondStepFailed(message));
  };

  useEffect(() => {
    if (kind !== 'enrol') return;
    startEnrolment({ challengeRequest: { challenge } }).unwrap().then(setEnrolment).catch(fail);
    // Once per challenge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challenge, kind]);

  const back = (
    <BackLink type="button" onClick={() => dispatch(signInCancelled())}>
      {t('twoStep.back')}
    </BackLink>
  );

  if (enrolled) {
    return (
      <AuthCard title={t('twoStep.recovery.heading')} subtitle={t('twoStep.recovery.subtitle')}>
        <RecoveryCodesPanel
          codes={enrolled.recovery_codes}
          doneLabel={t('twoStep.recovery.continue')}
          onDone={() => onSignedIn(enrolled)}
        />
      </AuthCard>
    );
  }

  if (kind === 'enrol') {
    return (
      <AuthCard title={t('twoStep.enrol.title')} subtitle={t('twoStep.enrol.requiredSubtitle')}>
        {enrolment ? (
          <TwoStepEnrolmentPanel
            enrolment={enrolment}
            submitting={confirming.isLoading}
            errorMessage={errorText}
            onConfirm={async (code) => {
              try {
                setEnrolled(
                  await confirmEnrolment({ secondStepRequest: { challenge, code } }).unwrap(),
                );
              } catch (failure) {
                fail(failure);
              }
            }}
          />
        ) : starting.isError ? (
          <Alert severity="error">{errorText}</Alert>
        ) : (
          <Spinner centered />
        )}
        {back}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('twoStep.title')} subtitle={t('twoStep.subtitle')}>
      <TwoStepCodeForm
        allowRecoveryCode
        submitting={verifying.isLoading}
        submitLabel={t('twoStep.submit')}
        errorMessage={errorText}
        onSubmit={async (code) => {
          try {
            onSignedIn(await verify({ secondStepRequest: { challenge, code } }).unwrap());
          } catch (failure) {
            fail(failure);
          }
        }}
        footer={back}
      />
    </AuthCard>
  );
}
