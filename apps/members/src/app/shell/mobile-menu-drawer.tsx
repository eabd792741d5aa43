import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Drawer } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { localisedPath, paths } from '@matri/contracts';
import { ArrowLeftIcon, BrandMark, useLanguage } from '@matri/ui';
import { SideMenu } from './side-menu';

/** Below 48em the menu is a full-screen drawer from the left. */
export function MobileMenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const goBack = () => {
    onClose();
    // Back in history when there is somewhere to go back to, else the home page.
    if (window.history.length > 1) navigate(-1);
    else window.location.assign(localisedPath(paths.home.path, language));
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size="100%"
      title={<BrandMark />}
      closeButtonProps={{ 'aria-label': t`Close menu` }}
    >
      <Button variant="subtle" leftSection={<ArrowLeftIcon size={18} />} onClick={goBack} mb="sm">
        <Trans>Back</Trans>
      </Button>
      <SideMenu onNavigate={onClose} />
    </Drawer>
  );
}
