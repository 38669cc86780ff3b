import { AspectRatio, Box } from '@chakra-ui/react';

/** The overview video of the solutions section: a short animation served with the app; nothing loads until it plays. */
export function OverviewVideo() {
  return (
    <Box maxW="4xl" w="full" mx="auto" rounded="lg" overflow="hidden" borderWidth="1px" bg="bg.muted">
      <AspectRatio ratio={16 / 9}>
        <video controls preload="none" poster="/media/overview-poster.svg" aria-label="Joinery overview video: from CAD modules to a configured, ordered product">
          <source src="/media/overview.webm" type="video/webm" />
        </video>
      </AspectRatio>
    </Box>
  );
}
