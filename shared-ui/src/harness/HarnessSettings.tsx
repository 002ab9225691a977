import { type EventBus, type Language, LANGUAGES, type Theme, THEMES } from 'shared-contracts';

import { useChannelValue } from '../hooks/useChannelValue';
import styles from './HarnessSettings.module.css';

// Each language is named in itself (an endonym), so no translation applies.
const LANGUAGE_NAMES: Record<Language, string> = {
  EN: 'English',
  CN: '简体中文',
  ID: 'Bahasa Indonesia',
  PT: 'Português',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
};

/** Props of {@link HarnessSettings}; labels come from the remote's own texts. */
export interface HarnessSettingsProps {
  bus: EventBus;
  labels: { theme: string; dark: string; light: string; language: string };
}

/** The theme and language pickers of a remote's dev harness, driving the bus like the shell. */
export const HarnessSettings = ({ bus, labels }: HarnessSettingsProps) => {
  const language = useChannelValue(bus.language);
  const theme = useChannelValue(bus.theme);
  return (
    <>
      <label className={styles.field}>
        {labels.theme}
        <select value={theme} onChange={(event) => bus.theme.set(event.target.value as Theme)}>
          {THEMES.map((value) => (
            <option key={value} value={value}>
              {value === 'dark' ? labels.dark : labels.light}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {labels.language}
        <select
          value={language}
          onChange={(event) => bus.language.set(event.target.value as Language)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
};
