/**
 * The products page's guided tour ('Show me how', ?tour=products): how a product is made from CAD data.
 * driver.js and its styles load with the tour only.
 */
import { driver } from 'driver.js';
import 'driver.js/dist/driver.css';

/**
 * Starts the tour; `onClosed` runs when the user ends it. The function returned ends it without
 * `onClosed`, for a page that goes away with its tour still open (its popover lives outside React).
 */
export function startProductsTour(onClosed: () => void): () => void {
  let leaving = false;
  const tour = driver({
    showProgress: true,
    onDestroyed: () => {
      if (!leaving) onClosed();
    },
    steps: [
      {
        element: '[data-tour="add-product"]',
        popover: {
          title: 'Add a product from CAD',
          description: 'Choose a STEP, IGES, STL, OBJ or GLB file exported from your CAD program. The product is created at once, named after the file.',
        },
      },
      {
        element: '[data-tour="products"]',
        popover: {
          title: 'Or drop the file here',
          description: 'Drag a CAD file from your computer onto this page: it is imported the same way.',
        },
      },
      {
        popover: {
          title: 'Watch it import',
          description: "The file's parts are read, measured for production and rendered. Until that is done the product shows its '% Completed' here and in the bell; then it has its picture, its 3D preview and its production parts.",
        },
      },
    ],
  });
  tour.drive();
  return () => {
    leaving = true;
    tour.destroy();
  };
}
