// Stand-in for screens built in later work: an 'en construcción' page titled with the screen's
// name (`shell:titles.<screen>`). One component per screen name, created once.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../components/PlaceholderScreen';

const placeholders = new Map<string, ComponentType>();

export function placeholderFor(screen: string): ComponentType {
  const existing = placeholders.get(screen);
  if (existing) return existing;
  function Placeholder() {
    const { t } = useTranslation('shell');
    const name = t(`titles.${screen}`, { defaultValue: screen });
    return (
      <PlaceholderScreen name={name} description={t('placeholder.message', { screen: name })} />
    );
  }
  Placeholder.displayName = `Placeholder(${screen})`;
  placeholders.set(screen, Placeholder);
  return Placeholder;
}
