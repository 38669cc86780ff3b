import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { ThemeDesigner } from './ThemeDesigner.tsx';

/** /thememanagement: the theme generator of §2.11 ('{product} Themes') for the workspace's own colours. */
export function ThemeManagementPage() {
  return (
    <>
      <ScreenHeading title="Joinery Themes" subtitle="THEME DESIGNER AND GENERATOR" />
      <ThemeDesigner />
    </>
  );
}
