import { Card, HStack, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { TOUR_STEPS } from './tour.ts';

export interface DashboardCardProps {
  title: ReactNode;
  /** the tour's step over this card */
  tour?: (typeof TOUR_STEPS)[number]['card'];
  /** 'See all' to the full list */
  seeAll?: { to: string; label: string };
  /** beside the title: a range choice, a figure */
  aside?: ReactNode;
  children: ReactNode;
}

/** A card of the dashboard: a heading (h2), optionally 'See all', and its content. */
export function DashboardCard({ title, tour, seeAll, aside, children }: DashboardCardProps) {
  return (
    <Card.Root minW="0" size="sm" data-tour={tour}>
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Card.Title as="h2" textStyle="md">{title}</Card.Title>
          {aside}
          {seeAll && (
            <Link asChild fontWeight="medium" color="primary.fg" textStyle="sm">
              <RouterLink to={seeAll.to} aria-label={seeAll.label}>See all</RouterLink>
            </Link>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** What an empty card says (§2.7's texts). */
export function CardEmpty({ children }: { children: ReactNode }) {
  return <Text color="fg.muted" textStyle="sm">{children}</Text>;
}
