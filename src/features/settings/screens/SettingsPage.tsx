// Settings (`/settings`, settings permission): company profile, reports, users and provider
// token (part 2 §2). The Users tab manages users and contacts for administrators and editors.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppSelector } from '@/app/store/hooks';
import { Alert } from '@/components/Alert';
import { RoleGate } from '@/components/RoleGate';
import { Tabs } from '@/components/Tabs';
import { ContactsSection } from '../containers/ContactsSection';
import { UsersSection } from '../containers/UsersSection';

export const SETTINGS_TABS = ['users'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding-top: ${({ theme }) => theme.space.xl}px;
`;

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const profile = useAppSelector((state) => state.auth.profile);
  const [tab, setTab] = useState<SettingsTab>('users');
  return (
    <Tabs
      aria-label={t('title')}
      value={tab}
      onChange={(key) => setTab(key as SettingsTab)}
      tabs={SETTINGS_TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
    >
      {tab === 'users' && (
        <RoleGate
          role={profile?.user_role?.name}
          loaded={profile !== null}
          allowed={['Admin', 'Editor']}
          fallback={<Alert severity="info">{t('usersNotAllowed')}</Alert>}
        >
          <Stack>
            <UsersSection />
            <ContactsSection />
          </Stack>
        </RoleGate>
      )}
    </Tabs>
  );
}
