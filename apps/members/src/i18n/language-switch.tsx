import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { languageInfo, type Language } from '@matri/contracts';
import { showToast } from '@matri/ui';
import { useMemberLanguage } from './member-language';

/** The top bar's switch to the other language, named in that language ("हिन्दी" on an English page). */
export function LanguageSwitch() {
  const { t } = useLingui();
  const { language, change } = useMemberLanguage();
  const [isChanging, setChanging] = useState(false);
  const other: Language = language === 'hi' ? 'en' : 'hi';
  const info = languageInfo(other);
  const switchLanguage = async () => {
    setChanging(true);
    try {
      await change(other);
    } catch {
      showToast('error', t`The language could not be changed. Check your connection and try again.`);
    } finally {
      setChanging(false);
    }
  };
  return (
    <Button
      variant="default"
      size="compact-md"
      lang={info.htmlLang}
      loading={isChanging}
      onClick={() => void switchLanguage()}
    >
      {info.label}
    </Button>
  );
}
