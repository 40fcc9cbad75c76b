import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useRef, useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { Avatar } from '@/components/Avatar';
import { UserMenu, type UserMenuProps } from '@/features/shell/components/UserMenu';
import type { Language } from '@/i18n/resources';
import { HTML_TEXT, LONG_TEXT } from './StoryFixtures';

function UserMenuDemo(props: Partial<UserMenuProps>) {
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState<Language>('es');
  const anchorRef = useRef<HTMLButtonElement>(null);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 420 }}>
      <button
        ref={anchorRef}
        aria-label="Menú de usuario"
        onClick={() => setOpen((v) => !v)}
        style={{ border: 'none', background: 'none', padding: 4, cursor: 'pointer', height: 48 }}
      >
        <Avatar name={props.name ?? 'Ana María López'} size="large" />
      </button>
      <UserMenu
        name="Ana María López"
        email="ana.lopez@gasolinera.mx"
        onProfile={fn()}
        onChangePassword={fn()}
        onExportActions={fn()}
        onSignOut={fn()}
        onLanguageChange={setLanguage}
        {...props}
        language={language}
        open={open}
        anchorRef={anchorRef}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

const openIt = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menú de usuario' }));
};

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  render: () => <UserMenuDemo />,
  args: {
    open: false,
    anchorRef: { current: null },
    onClose: () => undefined,
    language: 'es',
    onSignOut: () => undefined,
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { play: openIt };
export const WithoutDebugEntry: Story = {
  render: () => <UserMenuDemo onExportActions={undefined} />,
  play: openIt,
};
export const LongText: Story = {
  render: () => <UserMenuDemo name={LONG_TEXT} email={LONG_TEXT} />,
  play: openIt,
};
export const HtmlMetacharacters: Story = {
  render: () => <UserMenuDemo name={HTML_TEXT} email={HTML_TEXT} />,
  play: openIt,
};
