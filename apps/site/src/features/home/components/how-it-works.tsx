import { HeartIcon, SearchIcon, UserCheckIcon } from '@matri/ui';
import { useLingui } from '@lingui/react/macro';
import { FeatureGrid, type Feature } from './feature-grid';

export function HowItWorks() {
  const { t } = useLingui();
  const steps: readonly Feature[] = [
    {
      icon: <UserCheckIcon size={32} />,
      title: t`1. Create a profile`,
      text: t`Sign up for yourself, or as a parent or sibling for someone in your family. Add education, family details and photos at your own pace.`,
    },
    {
      icon: <SearchIcon size={32} />,
      title: t`2. Search and get matches`,
      text: t`Filter by age, religion, community, mother tongue, education and location, and see matches whose expectations fit yours.`,
    },
    {
      icon: <HeartIcon size={32} />,
      title: t`3. Connect when both agree`,
      text: t`Send an interest. Contact details are shared only after the other side accepts, and only as their privacy settings allow.`,
    },
  ];
  return <FeatureGrid id="how-title" heading={t`How it works`} features={steps} />;
}
