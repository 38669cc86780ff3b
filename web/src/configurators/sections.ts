import type { ComponentType } from 'react';
import type { ConfiguratorSectionPath } from './section-routes.ts';
import { AuthSection } from './sections/AuthSection.tsx';
import { FeaturesSection } from './sections/FeaturesSection.tsx';
import { GeneralSection } from './sections/GeneralSection.tsx';
import { ImagesSection } from './sections/ImagesSection.tsx';
import { ThemeSection } from './sections/ThemeSection.tsx';

/** The screen of each global-settings route (section-routes.ts names them). */
export const CONFIGURATOR_SECTION_SCREENS: Record<ConfiguratorSectionPath, ComponentType> = {
  general: GeneralSection,
  auth: AuthSection,
  theme: ThemeSection,
  images: ImagesSection,
  features: FeaturesSection,
};
