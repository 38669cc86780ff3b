/**
 * The dashboard's guided tour (§2.7) with driver.js: a step over each card the screen shows, found by
 * its `data-tour` attribute. The library and its styles load when the tour starts, not with the page.
 */

/** The cards the tour visits, in order: the attribute value each card carries, and what the step says. */
export const TOUR_STEPS = [
  { card: 'activity', title: 'Activity Today', description: "Today's sales and margin against yesterday's, and the week against the last." },
  { card: 'configurators', title: 'Configurators', description: 'Your most relevant configurators: the published ones first. See all opens the list.' },
  { card: 'orders', title: 'Orders', description: 'The latest orders your customers placed, with their status and total.' },
  { card: 'products', title: 'Products', description: 'Your products; Edit opens one in the product editor.' },
  { card: 'integrations', title: 'Integrations', description: 'What your configurator talks to; the plus tile adds one.' },
  { card: 'top-lists', title: 'Top lists', description: 'Where your customers come from, what they browse with, and what sells best.' },
  { card: 'configurations-created', title: 'Configurations created', description: 'How many configurations customers made, over the range you choose.' },
] as const;

export const tourTarget = (card: (typeof TOUR_STEPS)[number]['card']) => ({ 'data-tour': card });

/**
 * Starts the tour over the cards on the page now; a card that is not shown is skipped. Resolves to what
 * ends it, for a page that goes away with its tour still open (the popover lives outside React).
 */
export async function startTour(): Promise<() => void> {
  const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
  const steps = TOUR_STEPS.filter(({ card }) => document.querySelector(`[data-tour="${card}"]`)).map(({ card, title, description }) => ({
    element: `[data-tour="${card}"]`,
    popover: { title, description },
  }));
  const tour = driver({ showProgress: true, steps, nextBtnText: 'Next', prevBtnText: 'Back', doneBtnText: 'Done' });
  tour.drive();
  return () => tour.destroy();
}
