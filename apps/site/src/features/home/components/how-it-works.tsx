import { HeartIcon, SearchIcon, UserCheckIcon } from '@matri/ui';
import { FeatureGrid, type Feature } from './feature-grid';

const steps: readonly Feature[] = [
  {
    icon: <UserCheckIcon size={32} />,
    title: '1. Create a profile',
    text: 'Sign up for yourself, or as a parent or sibling for someone in your family. Add education, family details and photos at your own pace.',
  },
  {
    icon: <SearchIcon size={32} />,
    title: '2. Search and get matches',
    text: 'Filter by age, religion, community, mother tongue, education and location, and see matches whose expectations fit yours.',
  },
  {
    icon: <HeartIcon size={32} />,
    title: '3. Connect when both agree',
    text: 'Send an interest. Contact details are shared only after the other side accepts, and only as their privacy settings allow.',
  },
];

export function HowItWorks() {
  return <FeatureGrid id="how-title" heading="How it works" features={steps} />;
}
