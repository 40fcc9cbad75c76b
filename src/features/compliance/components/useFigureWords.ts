// The words of figures for the compliance components: a figure's label by its key and its value
// as it reads (litres, percentages, days in the locale; the server's words translated).
import { useTranslation } from 'react-i18next';
import type { ComplianceValue } from '../model/types';
import { figureText } from '@/lib/compliance/figures';

export function useFigureWords() {
  const { t, i18n } = useTranslation('compliance');
  const word = (text: string) => t(`words.${text}`, { defaultValue: text });
  return {
    label: (key: string) => t(`figures.${key}`, { defaultValue: key }),
    value: (key: string, value: ComplianceValue | null) =>
      figureText(key, value, i18n.language, word),
  };
}
