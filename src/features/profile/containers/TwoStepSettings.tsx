// The profile's 'Verificación en dos pasos' card: the state, and the dialogs that change it.
// Turning on (or setting up again): the password, then the QR code and a first code, then the
// ten recovery codes shown once. Turning off: the password. Each step's refusal is shown in
// its dialog; a success is a toast and a fresh read (the API layer's TwoStep tag).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useConfirmTwoStepEnrolmentMutation,
  useDisableTwoStepMutation,
  useGetTwoStepQuery,
  useStartTwoStepEnrolmentMutation,
  type TwoStepEnrolment,
} from '@/api';
import { Card } from '@/components/Card';
import { FormStack } from '@/components/FormLayout.styles';
import { Modal } from '@/components/Modal';
import { PasswordField } from '@/components/PasswordField';
import { RecoveryCodesPanel } from '@/components/RecoveryCodesPanel';
import { RetryAlert } from '@/components/RetryAlert';
import { Spinner } from '@/components/Spinner';
import { TwoStepEnrolmentPanel } from '@/components/TwoStepEnrolmentPanel';
import { Alert } from '@/components/Alert';
import { loadFailure } from '@/components/hooks/useCrudList';
import { errorMessageKeys, failureMessage, knownFailureKey } from '@/lib/apiFailure';
import { useAppDispatch } from '@/store/hooks';
import { toastShown } from '@/store/toasts/toastsSlice';
import { TwoStepSummary } from '../components/TwoStepSummary';
import { TWO_STEP_REFUSALS } from '../model/passwordRefusals';

type Dialog =
  | { step: 'password'; purpose: 'enable' | 'disable' }
  | { step: 'enrol'; enrolment: TwoStepEnrolment }
  | { step: 'codes'; codes: string[] }
  | null;

const PASSWORD_FORM = 'two-step-password';

export function TwoStepSettings() {
  const { t } = useTranslation(['profile', 'auth', 'common']);
  const dispatch = useAppDispatch();
  const query = useGetTwoStepQuery();
  const [start, starting] = useStartTwoStepEnrolmentMutation();
  const [confirm, confirming] = useConfirmTwoStepEnrolmentMutation();
  const [disable, disabling] = useDisableTwoStepMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const failure = loadFailure(query, t, errorMessageKeys.unexpected);

  const open = (next: Dialog) => {
    setPassword('');
    setError(null);
    setDialog(next);
  };
  const refusal = (failed: unknown) => {
    const known = knownFailureKey(failed, TWO_STEP_REFUSALS);
    const message = known ?? failureMessage(failed);
    return t(message, { defaultValue: message });
  };

  const submitPassword = async () => {
    if (!dialog || dialog.step !== 'password' || password === '') return;
    try {
      if (dialog.purpose === 'enable') {
        const enrolment = await start({ twoStepProof: { password } }).unwrap();
        open({ step: 'enrol', enrolment });
      } else {
        await disable({ twoStepProof: { password } }).unwrap();
        dispatch(toastShown({ severity: 'success', message: 'profile:twoStep.disabled' }));
        open(null);
      }
    } catch (failed) {
      setError(refusal(failed));
    }
  };

  const confirmCode = async (code: string) => {
    try {
      const { recovery_codes } = await confirm({ codeRequest: { code } }).unwrap();
      dispatch(toastShown({ severity: 'success', message: 'profile:twoStep.enabled' }));
      open({ step: 'codes', codes: recovery_codes });
    } catch (failed) {
      setError(refusal(failed));
    }
  };

  return (
    <Card title={t('twoStep.title')} subtitle={t('twoStep.description')}>
      {query.data ? (
        <TwoStepSummary
          status={query.data}
          onEnable={() => open({ step: 'password', purpose: 'enable' })}
          onDisable={() => open({ step: 'password', purpose: 'disable' })}
        />
      ) : failure ? (
        <RetryAlert failure={failure} />
      ) : (
        <Spinner centered />
      )}
      <Modal
        open={dialog?.step === 'password'}
        title={
          dialog?.step === 'password' && dialog.purpose === 'disable'
            ? t('twoStep.disableTitle')
            : t('twoStep.proofTitle')
        }
        onCancel={() => open(null)}
        acceptFormId={PASSWORD_FORM}
        acceptLabel={t('twoStep.proofContinue')}
        acceptVariant={
          dialog?.step === 'password' && dialog.purpose === 'disable' ? 'danger' : 'primary'
        }
        acceptDisabled={password === ''}
        pending={starting.isLoading || disabling.isLoading}
      >
        <FormStack
          id={PASSWORD_FORM}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submitPassword();
          }}
        >
          {dialog?.step === 'password' && dialog.purpose === 'disable' && (
            <p>{t('twoStep.disableBody')}</p>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          <PasswordField
            name="current-password"
            label={t('twoStep.proofPassword')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            fullWidth
            autoFocus
          />
        </FormStack>
      </Modal>
      <Modal
        open={dialog?.step === 'enrol'}
        title={t('twoStep.enrolTitle')}
        onCancel={() => open(null)}
      >
        {dialog?.step === 'enrol' && (
          <TwoStepEnrolmentPanel
            enrolment={dialog.enrolment}
            submitting={confirming.isLoading}
            errorMessage={error}
            onConfirm={confirmCode}
          />
        )}
      </Modal>
      <Modal
        open={dialog?.step === 'codes'}
        title={t('auth:twoStep.recovery.heading')}
        footer={null}
        closeOnBackdropClick={false}
        hideCloseButton
      >
        {dialog?.step === 'codes' && (
          <RecoveryCodesPanel
            codes={dialog.codes}
            doneLabel={t('twoStep.done')}
            onDone={() => open(null)}
          />
        )}
      </Modal>
    </Card>
  );
}
