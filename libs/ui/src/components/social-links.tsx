import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Group.css';
import { ActionIcon, Group } from '@mantine/core';
import { useBrand } from '../brand/brand-context';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from './icons';
import { useLingui } from '@lingui/react/macro';

export function SocialLinks() {
  const { name, social } = useBrand();
  const { t } = useLingui();
  const links = [
    { href: social.facebook, label: t`${name} on Facebook`, icon: <FacebookIcon /> },
    { href: social.instagram, label: t`${name} on Instagram`, icon: <InstagramIcon /> },
    { href: social.youtube, label: t`${name} on YouTube`, icon: <YoutubeIcon /> },
  ];
  return (
    <Group gap="xs" wrap="nowrap">
      {links.map((link) => (
        <ActionIcon
          key={link.href}
          component="a"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          size="lg"
          aria-label={link.label}
        >
          {link.icon}
        </ActionIcon>
      ))}
    </Group>
  );
}
