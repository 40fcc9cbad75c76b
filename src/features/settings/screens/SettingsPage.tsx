// Settings (`/settings`, settings permission): company profile, reports, users and provider
// token. Administrators belong to no customer, so they first pick whose company
// profile and token to see. Users are managed by administrators and editors only (RoleGate).
// The tab is in the address (`?tab=users`), so the side menu's 'Usuarios' can open it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useListCustomersQuery } from '@/api/customers';
import { useAppSelector } from '@/store/hooks';
import { Alert } from '@/components/Alert';
import { RoleGate } from '@/components/RoleGate';
import { SETTINGS_TAB_PARAM } from '@/lib/appLinks';
import { roleAllowed, SETTINGS_USERS_ROLES } from '@/lib/roles';
import { Select } from '@/components/Select';
import { Tabs } from '@/components/Tabs';
import { CompanyTab } from '../containers/CompanyTab';
import { ContactsSection } from '../containers/ContactsSection';
import { MyReportsTab } from '../containers/MyReportsTab';
import { TokenTab } from '../containers/TokenTab';
import { UsersSection } from '../containers/UsersSection';

export const SETTINGS_TABS = ['company', 'reports', 'users', 'token'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

function tabOf(value: string | null): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab === value) ?? 'company';
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
  padding-top: ${({ theme }) => theme.space.xl}px;
`;

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const profile = useAppSelector((state) => state.auth.profile);
  const role = profile?.user_role?.name ?? null;
  const isAdmin = profile?.user_role_id === 1;
  const customers = useListCustomersQuery(undefined, { skip: !isAdmin });
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get(SETTINGS_TAB_PARAM));
  // Switching tabs replaces the entry: the back button leaves Settings rather than walk tabs.
  const setTab = (next: SettingsTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(SETTINGS_TAB_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  const [customerId, setCustomerId] = useState<number | undefined>(undefined);
  const needsCustomer = isAdmin && (tab === 'company' || tab === 'token');

  const customerPicker = needsCustomer && (
    <>
      <Select
        label={t('customer')}
        width={360}
        value={customerId ? String(customerId) : null}
        onChange={(value) => setCustomerId(Number(value))}
        options={(customers.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      />
      {!customerId && <Alert severity="info">{t('chooseCustomer')}</Alert>}
    </>
  );

  return (
    <Tabs
      aria-label={t('title')}
      value={tab}
      onChange={(key) => setTab(key as SettingsTab)}
      tabs={SETTINGS_TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
    >
      <Panel>
        {customerPicker}
        {tab === 'company' && (!isAdmin || customerId) && (
          <CompanyTab customerId={customerId} canEdit={roleAllowed(role, ['Admin', 'Editor'])} />
        )}
        {tab === 'reports' && <MyReportsTab />}
        {tab === 'users' && (
          <RoleGate
            role={role}
            loaded={profile !== null}
            allowed={SETTINGS_USERS_ROLES}
            fallback={<Alert severity="info">{t('usersNotAllowed')}</Alert>}
          >
            <UsersSection />
            <ContactsSection />
          </RoleGate>
        )}
        {tab === 'token' && (!isAdmin || customerId) && (
          <TokenTab customerId={customerId} role={role} />
        )}
      </Panel>
    </Tabs>
  );
}
